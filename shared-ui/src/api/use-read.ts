import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What a page reads by key: a route parameter, a member's id, or one fixed name. */
export type ReadKey = string | number;

export interface Read<T> {
  /** The value read for the current key; kept while `reload` reads it again. */
  value: T | undefined;
  /** The last read for the current key failed (a refusal or no connection). */
  failed: boolean;
  /** Nothing read yet for the current key, and no failure. */
  loading: boolean;
  /** Replaces the value (after a change the page made itself). */
  set: (value: T) => void;
  /** Reads again for the same key; the value on screen stays until the new answer. */
  reload: () => void;
}

interface State<T> {
  key: ReadKey | null;
  value: T | undefined;
  failed: boolean;
}

/**
 * A value read once per `key` and again on `reload`: a newer key's answer wins over an older
 * one, and a value is never shown under another key than its own. Nothing is read while the
 * key is null. `initial` gives the first key's value when it is already at hand (an answer the
 * document carried): nothing is read for it then.
 */
export function useRead<T>(
  key: ReadKey | null,
  read: () => Promise<T>,
  initial?: () => T | undefined,
): Read<T> {
  const [state, setState] = useState<State<T>>(() => ({
    key,
    value: key === null ? undefined : initial?.(),
    failed: false,
  }));
  const [version, setVersion] = useState(0);
  const readNow = useEffectEvent(read);
  // The first key's value came with the document: it has its answer already.
  const answered = useRef(state.value !== undefined);

  useEffect(() => {
    if (key === null) return undefined;
    if (answered.current) {
      answered.current = false;
      return undefined;
    }
    let current = true;
    readNow().then(
      (value) => current && setState({ key, value, failed: false }),
      () =>
        current &&
        setState((last) => ({ key, value: last.key === key ? last.value : undefined, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const own = state.key === key && key !== null;
  const value = own ? state.value : undefined;
  const failed = own && state.failed;
  return {
    value,
    failed,
    loading: value === undefined && !failed,
    set: (next) => setState({ key, value: next, failed: false }),
    reload: () => {
      setState((last) => ({ ...last, failed: false }));
      setVersion((n) => n + 1);
    },
  };
}
