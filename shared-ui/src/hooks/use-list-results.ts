import { useEffect, useEffectEvent, useState } from 'react';
import { timings } from '../validation/limits.ts';

/**
 * The results of a list query that follows what a visitor types or picks.
 * The first query asks at once (the page's first paint waits on it); each
 * later one waits `timings.searchDelayMs` so typing asks once, not per key.
 * `null` until the first answer; a failed load gives an empty list.
 */
export function useListResults<T>(load: () => Promise<T[]>, queryKey: string): T[] | null {
  const [results, setResults] = useState<T[] | null>(null);
  const [firstKey] = useState(queryKey);
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    let active = true;
    const timer = setTimeout(
      () => {
        loadNow()
          .catch(() => [])
          .then((list) => active && setResults(list));
      },
      queryKey === firstKey ? 0 : timings.searchDelayMs,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [queryKey, firstKey]);

  return results;
}
