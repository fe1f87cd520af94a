import { texts } from 'shared-ui';
import { media } from '../../shared/media.ts';

const alts = texts.home.heroAlts;

/** The hero's six scenes of coastal life (spec: 6 fallback images). */
export const heroSlides = [
  { image: media.hero(1), alt: alts[0] },
  { image: media.hero(2), alt: alts[1] },
  { image: media.hero(3), alt: alts[2] },
  { image: media.hero(4), alt: alts[3] },
  { image: media.hero(5), alt: alts[4] },
  { image: media.hero(6), alt: alts[5] },
] as const;
