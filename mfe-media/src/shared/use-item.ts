import { useEffect, useState } from 'react';

/**
 * One item read by its id: undefined while it loads, null when there is none (or it cannot be
 * read), else the item. A new id starts over.
 */
export function useItem<T>(id: string, load: (id: string) => Promise<T | null>): T | null | undefined {
  const [answer, setAnswer] = useState<{ id: string; item: T | null } | null>(null);
  useEffect(() => {
    let current = true;
    load(id)
      .catch(() => null)
      .then((item) => current && setAnswer({ id, item }));
    return () => {
      current = false;
    };
  }, [id, load]);
  return answer?.id === id ? answer.item : undefined;
}
