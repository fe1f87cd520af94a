import { useEffect, useRef } from 'react';
import { videoUrl } from '../../shared/media-urls.ts';
import type { Reel } from './api.ts';

interface Props {
  reel: Reel;
  /** The reel on screen: it plays (unless the browser saves data). */
  active: boolean;
  /** The next reel: only its first bytes load (its metadata), nothing when saving data. */
  next: boolean;
  muted: boolean;
  autoplay: boolean;
  label: string;
  onTap: (video: HTMLVideoElement) => void;
  /** Called when the video plays with its sound on (it starts, or its sound is turned on). */
  onSound: (video: HTMLVideoElement) => void;
}

/**
 * A reel's video. Only the visible reel and the next have a source at all, so the feed never
 * downloads more than those two; the visible one plays muted until tapped, and pauses off screen.
 */
export function ReelVideo({ reel, active, next, muted, autoplay, label, onTap, onSound }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const loaded = active || (next && autoplay);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active && autoplay) element.play().catch(() => undefined);
    if (!active) element.pause();
  }, [active, autoplay]);

  useEffect(() => {
    if (!video.current) return;
    video.current.muted = muted;
    onSound(video.current);
  }, [muted, onSound]);

  return (
    <video
      ref={video}
      className="media-reel__video"
      src={loaded ? videoUrl(reel.video) : undefined}
      preload={active ? 'auto' : 'metadata'}
      muted={muted}
      loop
      playsInline
      aria-label={label}
      onClick={(event) => onTap(event.currentTarget)}
      onPlay={(event) => onSound(event.currentTarget)}
    />
  );
}
