import { START_CAP_MS, startAfterFirstScreen, startScript } from './start-script.ts';

const started = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));

/** Paint timing as a browser reports it: the observer is told of first-contentful-paint. */
function reportFirstPaint() {
  let notify: (() => void) | undefined;
  class Observer {
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      notify = () =>
        callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
    observe() {}
  }
  Object.assign(globalThis, { PerformanceObserver: Observer });
  return () => notify?.();
}

describe("the documents' start-up script", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('without paint timing, starts the scripts in order, once, at the cap', () => {
    startAfterFirstScreen(['/main.js', '/other.js'], 500);
    jest.advanceTimersByTime(499);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js', '/other.js']);
    expect([...document.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    jest.advanceTimersByTime(START_CAP_MS);
    expect(started()).toHaveLength(2);
  });

  it('starts once the first screen is painted, before the cap', () => {
    const paint = reportFirstPaint();
    startAfterFirstScreen(['/main.js'], 1000);
    paint();
    jest.advanceTimersByTime(50); // the next frame, then a task
    expect(started()).toEqual(['/main.js']);
  });

  it('waits for the images the first screen shows to load', () => {
    const paint = reportFirstPaint();
    const image = document.body.appendChild(document.createElement('img'));
    Object.defineProperty(image, 'complete', { value: false, configurable: true });
    startAfterFirstScreen(['/main.js'], 1000);
    paint();
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    Object.defineProperty(image, 'complete', { value: true });
    image.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(['/main.js']);
  });

  it("stops the document's noting of early input when the app's script cannot load", () => {
    const stop = jest.fn();
    window.earlyInput = { changes: new Map(), pressed: [], stop };
    startAfterFirstScreen(['/main.js'], 10);
    jest.advanceTimersByTime(10);
    expect(stop).not.toHaveBeenCalled();
    document.querySelector('script[src="/main.js"]')?.dispatchEvent(new Event('error'));
    expect(stop).toHaveBeenCalledTimes(1);
    delete window.earlyInput;
  });

  it('puts in the preloads the document held back, before the scripts', () => {
    const later = document.createElement('template');
    later.setAttribute('data-after-first-screen', '');
    later.innerHTML = '<link rel="preload" href="/mfe/stories/remoteEntry.js" as="script">';
    document.head.append(later);
    startAfterFirstScreen(['/main.js'], 100);
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
    jest.advanceTimersByTime(100);
    const preload = document.head.querySelector('link[rel=preload]');
    expect(preload?.getAttribute('href')).toBe('/mfe/stories/remoteEntry.js');
    expect(preload?.compareDocumentPosition(document.querySelector('script[src]')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    later.remove();
    preload?.remove();
  });

  it('is inlined as a self-contained expression of its source', () => {
    const source = startScript(['/main.js'], 20);
    expect(source).toContain('["/main.js"], 20)');
    new Function(source)();
    jest.advanceTimersByTime(20);
    expect(started()).toEqual(['/main.js']);
  });
});
