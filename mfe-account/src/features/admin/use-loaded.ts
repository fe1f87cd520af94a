import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A value read when `key` changes and on `reload` (after a change the console made). Null until
 * the first answer; `failed` when it could not be read (a refusal or no connection).
 */
export function useLoaded<T>(read: () => Promise<T | null | undefined>, key: string) {
  const [state, setState] = useState<{ value: T | null; failed: boolean }>({ value: null, failed: false });
  const [version, setVersion] = useState(0);
  const readNow = useEffectEvent(read);
  useEffect(() => {
    let current = true;
    const fail = () => current && setState((last) => ({ ...last, failed: true }));
    readNow().then((value) => {
      if (!current) return;
      if (value == null) fail();
      else setState({ value, failed: false });
    }, fail);
    return () => {
      current = false;
    };
  }, [key, version]);
  const reload = () => {
    setState((last) => ({ ...last, failed: false }));
    setVersion((v) => v + 1);
  };
  return { ...state, reload };
}

/** The items of a page answer, or a thrown error for a refusal (the list shows its failure state). */
export function itemsOf<T>(
  answer: { ok: boolean; body: object },
  pick: (body: never) => T[] | undefined,
): T[] {
  const items = answer.ok ? pick(answer.body as never) : undefined;
  if (!items) throw new Error('The list could not be read.');
  return items;
}
