/** The shell's own media, served from its build root (`public/`). */
export const media = {
  logoKaya: '/media/logo-kaya.svg',
  logoNgoma: '/media/logo-ngoma.svg',
  welcomePoster: '/media/welcome-poster.webp',
  welcomeVideo: { webm: '/media/welcome.webm', mp4: '/media/welcome.mp4' },
  /** Hero image n (1-6) at 1280 and 640 pixels wide. */
  hero: (n: number) => ({ large: `/media/hero-${n}.webp`, small: `/media/hero-${n}-640.webp` }),
} as const;
