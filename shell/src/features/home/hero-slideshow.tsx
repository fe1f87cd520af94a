import { useState } from 'react';
import { texts, useLowData } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { PauseIcon, PlayIcon } from '../../shared/icons.tsx';
import { heroImageAttributes } from '../../shared/media.ts';
import { usePrefersReducedMotion } from '../../shared/preferences.ts';
import { useInterval } from '../../shared/timers.ts';
import { heroSlides } from './hero-slides.ts';

/**
 * The hero's background: the six scenes in turn every 6 s, each fading in over
 * 3 s on top of the last. Only the first image loads with the page; each next one
 * loads while the one before it shows. It can be paused, and starts paused for
 * visitors who prefer reduced motion. In low-data mode it is the first picture alone: the
 * others are never fetched.
 */
export function HeroSlideshow() {
  const lowData = useLowData();
  const reducedMotion = usePrefersReducedMotion();
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const playing = !lowData && !(pausedChoice ?? reducedMotion);
  const [slide, setSlide] = useState({ current: 0, previous: null as number | null });
  // Slides below this index have their <img> (the current one and the next; the first alone in
  // low-data mode).
  const [loadedSlides, setLoadedSlides] = useState(1);
  const loadedUpTo = lowData ? 1 : loadedSlides;

  useInterval(
    () => {
      const next = (slide.current + 1) % heroSlides.length;
      setSlide({ current: next, previous: slide.current });
      setLoadedSlides((n) => Math.max(n, Math.min(heroSlides.length, next + 2)));
    },
    timings.heroSlideMs,
    playing,
  );

  return (
    <div className="home-hero__slides" style={{ ['--hero-fade' as string]: `${timings.heroFadeMs}ms` }}>
      {heroSlides.slice(0, loadedUpTo).map(({ image, alt }, i) => {
        const state = i === slide.current ? 'is-current' : i === slide.previous ? 'is-previous' : '';
        return (
          <img
            key={image.large}
            className={`home-hero__slide ${state}`}
            {...heroImageAttributes(image)}
            alt={alt}
            aria-hidden={i !== slide.current}
            fetchPriority={i === 0 ? 'high' : undefined}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'sync' : 'async'}
            onLoad={i === 0 ? () => setLoadedSlides((n) => Math.max(n, 2)) : undefined}
          />
        );
      })}
      {!lowData && (
        <button
          type="button"
          className="home-hero__pause ui-needs-script"
          aria-label={playing ? texts.home.pauseSlideshow : texts.home.playSlideshow}
          onClick={() => setPausedChoice(playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}
