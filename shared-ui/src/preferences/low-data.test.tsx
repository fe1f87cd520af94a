import { act, renderHook } from '@testing-library/react';
import { chooseLowData, deviceSrcSet, lowDataNow, useLowData } from './low-data.ts';

/** The browser's data saver, as `navigator.connection` reports it. */
function browserSavesData(saveData: boolean): EventTarget {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  return connection;
}

describe('low-data mode in the browser', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it("follows the browser's data saver until the visitor chooses, then the choice, either way", () => {
    const connection = browserSavesData(true);
    const { result } = renderHook(() => useLowData());
    expect(result.current).toBe(true);
    act(() => chooseLowData(false));
    expect(result.current).toBe(false);
    expect(document.cookie).toContain('lowData=off');
    act(() => {
      Object.assign(connection, { saveData: false });
      connection.dispatchEvent(new Event('change'));
    });
    act(() => chooseLowData(true));
    expect(result.current).toBe(true);
    expect(lowDataNow()).toBe(true);
  });

  it('is off without a data saver or a choice, and gives pictures their full srcset', () => {
    browserSavesData(false);
    expect(lowDataNow()).toBe(false);
    expect(deviceSrcSet('/a-w480.webp 480w, /a.webp 1280w')).toBe('/a-w480.webp 480w, /a.webp 1280w');
    chooseLowData(true);
    expect(deviceSrcSet('/a-w480.webp 480w, /a.webp 1280w')).toBe('/a-w480.webp 480w');
  });
});
