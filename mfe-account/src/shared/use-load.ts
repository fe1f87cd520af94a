import { useEffect, useState } from 'react';

export interface Loaded<T> {
  /** Null until the answer. */
  data: T | null;
  failed: boolean;
  /** Replaces the data (after a change the page made itself). */
  set: (data: T) => void;
}

/**
 * Reads once per `key` (e.g. the member's id); a newer key's answer wins over an older one.
 * Nothing is read while `enabled` is false.
 */
export function useLoad<T>(key: string | number, load: () => Promise<T>, enabled = true): Loaded<T> {
  const [state, setState] = useState<{ key: string | number; data: T | null; failed: boolean }>({
    key,
    data: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    load().then(
      (data) => current && setState({ key, data, failed: false }),
      () => current && setState({ key, data: null, failed: true }),
    );
    return () => {
      current = false;
    };
    // `load` is read for its key only: a new function for the same key asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : null,
    failed: fresh && state.failed,
    set: (data) => setState({ key, data, failed: false }),
  };
}
