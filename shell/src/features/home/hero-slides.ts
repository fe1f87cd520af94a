import { media } from '../../shared/media.ts';

/** The hero's six scenes of coastal life (spec: 6 fallback images). */
export const heroSlides = [
  { image: media.hero(1), alt: 'Coconut palms on the shore at sunset' },
  { image: media.hero(2), alt: 'A path into a sacred Kaya forest' },
  { image: media.hero(3), alt: 'Dancers around a fire at dusk, a drummer beside them' },
  { image: media.hero(4), alt: 'A dhow under sail on the ocean at sunrise' },
  { image: media.hero(5), alt: 'A baobab beside a homestead in the golden hour' },
  { image: media.hero(6), alt: 'Palms and green hills under a starry sky' },
] as const;
