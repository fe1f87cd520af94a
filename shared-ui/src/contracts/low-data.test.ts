import { isLowData, LOW_DATA_COOKIE, lowDataChoiceIn, lowDataDocument, lowDataSrcSet } from './low-data.ts';

describe('low-data mode', () => {
  it("follows the visitor's choice, else the browser's Save-Data", () => {
    expect(lowDataChoiceIn(`theme=dark; ${LOW_DATA_COOKIE}=on`)).toBe('on');
    expect(lowDataChoiceIn(`${LOW_DATA_COOKIE}=off; visited=true`)).toBe('off');
    expect(lowDataChoiceIn(`xlowData=on; ${LOW_DATA_COOKIE}=maybe`)).toBeNull();
    expect(lowDataChoiceIn(undefined)).toBeNull();
    expect(isLowData(null, true)).toBe(true);
    expect(isLowData(null, false)).toBe(false);
    expect(isLowData('off', true)).toBe(false);
    expect(isLowData('on', false)).toBe(true);
  });

  it('keeps the candidates of a srcset up to the low-data width, or the narrowest one', () => {
    expect(lowDataSrcSet('/a-w480.webp 480w, /a.webp 1280w')).toBe('/a-w480.webp 480w');
    expect(lowDataSrcSet('/h-640.webp 640w, /h.webp 1280w')).toBe('/h-640.webp 640w');
    expect(lowDataSrcSet('/big.webp 2000w, /huge.webp 4000w')).toBe('/big.webp 2000w');
  });

  it("writes a document's srcset and imagesrcset attributes for low-data mode, and nothing else", () => {
    const html =
      '<link rel="preload" as="image" imagesrcset="/h-640.webp 640w, /h.webp 1280w" imagesizes="100vw">' +
      '<img src="/h.webp" srcset="/h-640.webp 640w, /h.webp 1280w" sizes="100vw" alt="">';
    expect(lowDataDocument(html)).toBe(
      '<link rel="preload" as="image" imagesrcset="/h-640.webp 640w" imagesizes="100vw">' +
        '<img src="/h.webp" srcset="/h-640.webp 640w" sizes="100vw" alt="">',
    );
  });
});
