import { deviceSrcSet } from 'shared-ui';

/** The shell's own media, served from its build root (`public/`). */
export const media = {
  logoKaya: '/media/logo-kaya.svg',
  logoNgoma: '/media/logo-ngoma.svg',
  welcomePoster: '/media/welcome-poster.webp',
  welcomeVideo: { webm: '/media/welcome.webm', mp4: '/media/welcome.mp4' },
  /** Hero image n (1-6) at 1280 and 640 pixels wide. */
  hero: (n: number) => ({ large: `/media/hero-${n}.webp`, small: `/media/hero-${n}-640.webp` }),
} as const;

/** A hero picture's <img> sources: 640 px on phones, 1280 px on wider screens (640 px only in low-data mode). */
export function heroImageAttributes(image: { large: string; small: string }) {
  const srcSet = deviceSrcSet(`${image.small} 640w, ${image.large} 1280w`);
  return { src: image.large, srcSet, sizes: '100vw' } as const;
}
