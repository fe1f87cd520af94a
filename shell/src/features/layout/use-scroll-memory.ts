/**
 * Where the page is scrolled, the way a site of documents behaves: a new page opens at its top,
 * and Back (or Forward) returns to where the visitor was, once the page has grown tall enough
 * again (its lists are read anew). The browser's own restoration cannot wait for that.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a returning page may take to grow back before the position is given up. */
const RESTORE_WITHIN_MS = 4000;
const storageKey = (locationKey: string) => `scroll:${locationKey}`;
/** Whether the app has shown its first entry (the page as opened or reloaded). */
let opened = false;

function remembered(locationKey: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(locationKey))) || 0;
  } catch {
    return 0;
  }
}

/** Scrolls to `top` as soon as the page is tall enough; stops when the visitor scrolls first. */
function restore(top: number): () => void {
  let stopped = false;
  const deadline = performance.now() + RESTORE_WITHIN_MS;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const name of events) addEventListener(name, stop, { passive: true, once: true });
  const attempt = () => {
    if (stopped) return;
    const reachable = document.documentElement.scrollHeight - innerHeight;
    if (reachable >= top || performance.now() > deadline) {
      scrollTo(0, Math.min(top, Math.max(reachable, 0)));
      stopped = true;
    } else {
      requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => {
    stop();
    for (const name of events) removeEventListener(name, stop);
  };
}

export function useScrollMemory(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const restoring = useRef<(() => void) | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(storageKey(current.current), String(Math.round(scrollY)));
        } catch {
          // Storage full or refused: the position is simply not kept.
        }
      });
    };
    addEventListener('scroll', save, { passive: true });
    return () => {
      removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
      restoring.current?.();
    };
  }, []);

  useLayoutEffect(() => {
    // The new entry owns the scroll events from here on, the jump to the top included.
    current.current = key;
    // A page rewriting its own address (a list's filters) stays where it is.
    if (navigationType === 'REPLACE') return;
    restoring.current?.();
    restoring.current = null;
    const first = !opened;
    opened = true;
    if (navigationType === 'POP') {
      const restoreRemembered = () => {
        const top = remembered(key);
        if (top > 0) restoring.current = restore(top);
      };
      if (first) {
        // The page as opened or reloaded: the position is read once the first frame is out, as
        // the storage's first use costs the start-up a round trip to the browser.
        const frame = requestAnimationFrame(restoreRemembered);
        restoring.current = () => cancelAnimationFrame(frame);
      } else {
        restoreRemembered();
      }
    } else if (!hash) {
      scrollTo(0, 0);
    }
  }, [key, hash, navigationType]);
}
