import { lazy, Suspense, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { whenMediaFails } from 'shared-ui/media-failure';
import { stories } from 'shared-ui/texts/stories';
import { articleImage, articleImageSet, articleVideo, type StoryArticle } from './api.ts';

const t = stories.media;

// The dialog that enlarges a picture loads on the first click, not with the list.
const Dialog = lazy(() =>
  import(/* webpackChunkName: "media-dialog" */ 'shared-ui/dialog').then((module) => ({
    default: module.Dialog,
  })),
);
const MAX_IMAGES = 3;
const MAX_VIDEOS = 2;
/** How far a finger moves sideways before it counts as a swipe. */
const SWIPE_PX = 40;

type Slide = { kind: 'image' | 'video'; name: string; label: string };

/** The article's pictures (up to 3) then its videos (up to 2). */
export function slidesOf(article: StoryArticle): Slide[] {
  const images = [article.image_url1, article.image_url2, article.image_url3]
    .filter((name): name is string => Boolean(name))
    .slice(0, MAX_IMAGES);
  const videos = [article.video_url1, article.video_url2]
    .filter((name): name is string => Boolean(name))
    .slice(0, MAX_VIDEOS);
  return [
    ...images.map((name, index) => ({
      kind: 'image' as const,
      name,
      label: t.picture(article.article_name, index + 1, images.length),
    })),
    ...videos.map((name, index) => ({
      kind: 'video' as const,
      name,
      label: t.video(article.article_name, index + 1),
    })),
  ];
}

export interface MediaCarouselProps {
  article: StoryArticle;
  /** The width the carousel takes, for the browser to pick an image size (`sizes`). */
  sizes: string;
  /** The first picture of the page's first card loads at once; every other one lazily. */
  eager?: boolean;
}

/**
 * One picture or video at a time with Previous and Next (or the arrow keys), swiped on a touch screen; a click on a
 * picture enlarges it. A picture or video that fails says so in its place.
 */
export function MediaCarousel({ article, sizes, eager = false }: MediaCarouselProps) {
  const slides = slidesOf(article);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [enlarged, setEnlarged] = useState<Slide | null>(null);
  const swipeFrom = useRef<number | null>(null);
  if (slides.length === 0) return null;
  const slide = slides[Math.min(index, slides.length - 1)]!;
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length);
  const fail = () => setFailed((names) => new Set(names).add(slide.name));

  const onTouchStart = (event: TouchEvent) => {
    swipeFrom.current = event.changedTouches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = swipeFrom.current;
    const to = event.changedTouches[0]?.clientX;
    swipeFrom.current = null;
    if (from === null || to === undefined || slides.length < 2) return;
    if (Math.abs(to - from) >= SWIPE_PX) go(to < from ? 1 : -1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (slides.length < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <div
      onKeyDown={onKeyDown}
      className="stories-carousel"
      role="group"
      aria-roledescription={t.kind}
      aria-label={t.label(article.article_name)}
    >
      <div
        className="stories-carousel__frame"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (swipeFrom.current = null)}
      >
        {failed.has(slide.name) ? (
          <p className="stories-carousel__failed" role="alert">
            {stories.articles.mediaFailed}
          </p>
        ) : slide.kind === 'image' ? (
          <button
            type="button"
            className="stories-carousel__enlarge"
            aria-label={t.enlarge(slide.label)}
            onClick={() => setEnlarged(slide)}
          >
            <img
              key={slide.name}
              src={articleImage(slide.name)}
              srcSet={articleImageSet(slide.name)}
              sizes={sizes}
              alt={slide.label}
              width={1280}
              height={800}
              loading={eager && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : undefined}
              decoding={eager && index === 0 ? 'sync' : 'async'}
              draggable={false}
              ref={whenMediaFails(fail)}
            />
          </button>
        ) : (
          <video
            key={slide.name}
            src={articleVideo(slide.name)}
            controls
            playsInline
            preload="none"
            aria-label={slide.label}
            ref={whenMediaFails(fail)}
          />
        )}
      </div>
      {slides.length > 1 && (
        <div className="stories-carousel__controls">
          <button type="button" onClick={() => go(-1)} aria-label={t.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-live="polite">{t.position(index + 1, slides.length)}</span>
          <button type="button" onClick={() => go(1)} aria-label={t.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {enlarged && (
        <Suspense fallback={null}>
          <Dialog open onClose={() => setEnlarged(null)} title={enlarged.label} hideTitle size="wide">
            <img
              className="stories-carousel__large"
              src={articleImage(enlarged.name)}
              alt={enlarged.label}
              width={1280}
              height={800}
            />
          </Dialog>
        </Suspense>
      )}
    </div>
  );
}
