/** Test helpers for browser features jsdom lacks. */

/** Answers matchMedia queries: those listed match, the rest do not. */
export function mockMatchMedia(matching: string[] = []): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
}

type Observed = {
  element: Element;
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
};

/** A controllable IntersectionObserver: `reveal(element, ratio)` reports how much of it is visible. */
export function mockIntersectionObserver() {
  const observed: Observed[] = [];
  class FakeObserver {
    readonly callback: IntersectionObserverCallback;
    readonly options?: IntersectionObserverInit;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback;
      this.options = options;
    }
    observe(element: Element) {
      observed.push({ element, callback: this.callback, options: this.options });
    }
    disconnect() {
      for (let i = observed.length - 1; i >= 0; i -= 1) {
        if (observed[i]?.callback === this.callback) observed.splice(i, 1);
      }
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observed,
    reveal(element: Element, ratio: number) {
      for (const entry of observed.filter((o) => o.element === element)) {
        entry.callback(
          [
            {
              target: element,
              isIntersecting: ratio > 0,
              intersectionRatio: ratio,
              intersectionRect: { height: 100 * ratio } as DOMRectReadOnly,
              rootBounds: { height: 1000 } as DOMRectReadOnly,
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        );
      }
    },
    restore() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
