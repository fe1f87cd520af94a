import type { NewsItem } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';

const t = stories.news;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov)(\?|#|$)/i;

/** A news item's pictures and video, when it has them; a video elsewhere (YouTube) is a link. */
export function NewsMedia({ item }: { item: NewsItem }) {
  const images = [item.image_1, item.image_2].filter((src): src is string => Boolean(src));
  if (images.length === 0 && !item.video_url) return null;
  return (
    <div className="stories-news-media">
      {images.map((src, index) => (
        <img
          key={src}
          src={src}
          alt={t.picture(item.name, index + 1)}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ))}
      {item.video_url &&
        (VIDEO_FILE.test(item.video_url) ? (
          <video src={item.video_url} controls playsInline preload="none" aria-label={t.video(item.name)} />
        ) : (
          <a href={item.video_url} target="_blank" rel="noreferrer">
            {t.watchVideo}
          </a>
        ))}
    </div>
  );
}
