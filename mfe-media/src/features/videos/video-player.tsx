import { useState } from 'react';
import { whenMediaFails } from 'shared-ui/media-failure';
import { media } from 'shared-ui/texts/media';

const t = media.videos;

/** The 11-character id of a YouTube address (watch, embed, shorts or youtu.be), else null. */
export function youtubeId(url: string): string | null {
  const match =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(url);
  return match ? match[1]! : null;
}

/**
 * A featured video that loads only when the visitor asks: before the click, the video's
 * thumbnail (a plain placeholder where it cannot load) and no player script, frame or cookie
 * from another site; after it, YouTube's privacy-enhanced player (youtube-nocookie.com), or the
 * site's own video.
 */
export function VideoPlayer({ name, url, onPlay }: { name: string; url: string; onPlay: () => void }) {
  const [playing, setPlaying] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const id = youtubeId(url);

  if (playing) {
    return id ? (
      <iframe
        className="media-video__frame"
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
        title={t.player(name)}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    ) : (
      <video
        className="media-video__frame"
        src={url}
        controls
        autoPlay
        playsInline
        aria-label={t.player(name)}
      />
    );
  }

  return (
    <button
      type="button"
      className="media-video__poster"
      aria-label={t.play(name)}
      onClick={() => {
        setPlaying(true);
        onPlay();
      }}
    >
      {id && !thumbFailed && (
        <img
          src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          ref={whenMediaFails(() => setThumbFailed(true))}
        />
      )}
      <span className="media-video__play" aria-hidden="true">
        {media.playMark}
      </span>
    </button>
  );
}
