import { STORED_NAME, storedStem, variantName } from './images.ts';

describe('stored names', () => {
  const name = 'CYra_ShL_qv9CTaPLPBqVg.webp';

  it('gives one stem for an image and each of its widths, and for a song or a video', () => {
    expect(storedStem(name)).toBe('CYra_ShL_qv9CTaPLPBqVg');
    expect(storedStem(variantName(name, 480))).toBe('CYra_ShL_qv9CTaPLPBqVg');
    expect(storedStem(variantName(name, 160))).toBe('CYra_ShL_qv9CTaPLPBqVg');
    expect(storedStem('AAAAAAAAAAAAAAAAAAAAAA.mp3')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('knows no stem of what is no stored name: a build file, a short name, a path, a page', () => {
    for (const other of [
      'main.79cfd8cc6ede.js',
      'hero-1-640.webp',
      '../CYra_ShL_qv9CTaPLPBqVg.webp',
      'home',
    ]) {
      expect(STORED_NAME.test(other)).toBe(false);
      expect(storedStem(other)).toBeNull();
    }
  });
});
