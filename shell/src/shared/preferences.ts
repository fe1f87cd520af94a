import { useSyncExternalStore } from 'react';

/** Live value of a media query (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

interface NetworkInformation {
  saveData?: boolean;
}

/** The visitor asked for less data (Save-Data, `navigator.connection.saveData`). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}

/**
 * True when moving pictures should stay still: the visitor prefers reduced motion or
 * asked to save data. Autoplaying video then gives way to a still poster.
 */
export function usePrefersStillMedia(): boolean {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return reducedMotion || savesData();
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
