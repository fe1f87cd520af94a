import { heroSlides } from './hero-slides.ts';

/** The size attributes of a hero slide's <img>; route-hints.ts preloads the first one with the same. */
export function heroImageAttributes(image: { large: string; small: string }) {
  return { src: image.large, srcSet: `${image.small} 640w, ${image.large} 1280w`, sizes: '100vw' } as const;
}

/** The first slide, the largest paint of /home. */
export const heroImage = heroImageAttributes(heroSlides[0].image);
