import { useEffect, useState, type RefObject } from 'react';

/**
 * True once at least `threshold` of the element is visible (then it stays true).
 * An element too tall to ever show that share counts once it fills that share of
 * the viewport. `rootMargin` grows the viewport (e.g. '400px 0px' counts an element
 * as seen shortly before it scrolls in). In a browser without IntersectionObserver
 * everything counts as visible; in the build's prerender (no window) nothing does yet,
 * as when the app starts, so the app's first render matches the prerendered screen.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) =>
            entry.isIntersecting &&
            (entry.intersectionRatio >= threshold ||
              (entry.rootBounds !== null &&
                entry.intersectionRect.height >= entry.rootBounds.height * threshold)),
        );
        if (seen) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: [0, threshold / 3, (threshold * 2) / 3, threshold], rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);
  return inView;
}
