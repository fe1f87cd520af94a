import { useSyncExternalStore } from 'react';
import { useLowData } from 'shared-ui';

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

/**
 * True when moving pictures should stay still: the visitor prefers reduced motion or low-data
 * mode is on (the browser's Save-Data or the visitor's switch). Autoplaying video then gives way
 * to a still poster.
 */
export function usePrefersStillMedia(): boolean {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const lowData = useLowData();
  return reducedMotion || lowData;
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
