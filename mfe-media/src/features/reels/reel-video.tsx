import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { media } from 'shared-ui/texts/media';
import { reelLowSource, reelNormalSource, reelPoster } from '../../shared/media-copies.ts';
import type { Reel } from './api.ts';

interface Props {
  reel: Reel;
  /** The reel on screen: it plays (unless low-data mode is on). */
  active: boolean;
  /** The next reel: only its first bytes load (its metadata), nothing in low-data mode. */
  next: boolean;
  muted: boolean;
  /** False in low-data mode: no video byte moves until the visitor presses play. */
  autoplay: boolean;
  label: string;
  onTap: (video: HTMLVideoElement) => void;
  /** Called when the video plays with its sound on (it starts, or its sound is turned on). */
  onSound: (video: HTMLVideoElement) => void;
}

/**
 * A reel's video, its poster shown until it plays (in every mode). Only the visible reel and the
 * next have a source at all, so the feed never downloads more than those two; the visible one
 * plays its normal copy muted until tapped, and pauses off screen. In low-data mode a reel is its
 * poster with a play button: its video has no source until the visitor presses it, and then
 * loads the low-data copy.
 */
export function ReelVideo({ reel, active, next, muted, autoplay, label, onTap, onSound }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const loaded = autoplay ? active || next : active && started;
  const source = autoplay ? reelNormalSource(reel) : reelLowSource(reel);

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

  /**
   * Low-data mode: the first bytes move now, asked for by the visitor's press. The source is
   * rendered before play is asked for, within the press: a source set again after play() would
   * load the video afresh and abort that play.
   */
  const start = () => {
    flushSync(() => setStarted(true));
    if (video.current) onTap(video.current);
  };

  return (
    <>
      <video
        ref={video}
        className="media-reel__video"
        src={loaded ? source : undefined}
        poster={reelPoster(reel)}
        preload={active && (autoplay || started) ? 'auto' : autoplay ? 'metadata' : 'none'}
        muted={muted}
        loop
        playsInline
        aria-label={label}
        onClick={(event) => (loaded ? onTap(event.currentTarget) : start())}
        onPlay={(event) => onSound(event.currentTarget)}
      />
      {!autoplay && active && !started && (
        <button type="button" className="media-reel__play" onClick={start}>
          <span aria-hidden="true">{media.playMark}</span> {media.reels.play}
        </button>
      )}
    </>
  );
}
