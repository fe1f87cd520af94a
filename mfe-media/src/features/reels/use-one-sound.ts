import { useEffect, type RefObject } from 'react';
import { pause as pauseSong, usePlayer } from '../player/player-store.ts';

/** Pauses the song of the mini player when a reel plays with its sound on. */
export function soundOn(video: HTMLVideoElement): void {
  if (!video.paused && !video.muted) pauseSong();
}

/**
 * One sound at a time on the reels page, which the mini player shares: a reel heard with its
 * sound on pauses the song (`soundOn`), and a song that starts (the mini player's play, the lock
 * screen's) pauses a reel that was heard. Only the start of a song counts, so the reel a visitor
 * has just unmuted is never paused by the song it is silencing.
 */
export function useOneSound(feed: RefObject<HTMLElement | null>): void {
  useEffect(
    () =>
      usePlayer.subscribe((state, previous) => {
        if (!state.playing || previous.playing) return;
        for (const video of feed.current?.querySelectorAll('video') ?? []) {
          if (!video.paused && !video.muted) video.pause();
        }
      }),
    [feed],
  );
}
