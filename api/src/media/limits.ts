/**
 * What an uploaded song or reel may be, as ffprobe reads it (docs/operations.md, "Media copies"):
 * a song is audio of at most 15 minutes; a reel is a video with sound of at most 3 minutes and
 * at most 4096 pixels on a side. A file outside these is refused at upload (400) with the
 * owner's text, and nothing is stored.
 */
import type { ItemKind, MediaProblem } from './media.table.ts';
import type { Probe } from './tools.ts';

export const SONG_MAX_SECONDS = 15 * 60;
export const REEL_MAX_SECONDS = 3 * 60;
export const VIDEO_MAX_SIDE = 4096;

/** The first problem with a probed file for an item of `kind`, or null. */
export function problemOf(kind: ItemKind, probed: Probe): MediaProblem | null {
  if (kind === 'song') {
    if (!probed.hasAudio || probed.duration === null) return 'notMedia';
    return probed.duration > SONG_MAX_SECONDS ? 'tooLong' : null;
  }
  if (!probed.hasVideo || probed.duration === null) return 'notMedia';
  if (probed.duration > REEL_MAX_SECONDS) return 'tooLong';
  if (Math.max(probed.width, probed.height) > VIDEO_MAX_SIDE) return 'tooLarge';
  return probed.hasAudio ? null : 'noAudio';
}
