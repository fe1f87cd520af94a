/**
 * What an item's owner reads about its copies (shared-ui/contracts/entities `MediaProcessingSchema`):
 * the state, progress and, for a failed item, why, in the language of the request answered.
 */
import type { MediaProcessing } from 'shared-ui/contracts/entities';
import { mediaMessages } from '../schemas/music.ts';
import type { ItemKind, MediaProblem, MediaState } from './media.table.ts';

const SONG_TEXTS: Record<MediaProblem, () => string> = {
  notMedia: () => mediaMessages.songNotMedia,
  tooLong: () => mediaMessages.songTooLong,
  tooLarge: () => mediaMessages.songFailed,
  noAudio: () => mediaMessages.songNotMedia,
  failed: () => mediaMessages.songFailed,
};

const REEL_TEXTS: Record<MediaProblem, () => string> = {
  notMedia: () => mediaMessages.reelNotMedia,
  tooLong: () => mediaMessages.reelTooLong,
  tooLarge: () => mediaMessages.reelTooLarge,
  noAudio: () => mediaMessages.reelNoAudio,
  failed: () => mediaMessages.reelFailed,
};

/** The owner's text for why an item of `kind` could not be processed. */
export const problemText = (kind: ItemKind, problem: MediaProblem): string =>
  (kind === 'song' ? SONG_TEXTS : REEL_TEXTS)[problem]();

/** The `processing` field of an item's answer from its columns. */
export function processingOf(
  kind: ItemKind,
  row: { media_state: MediaState; media_progress: number; media_error: MediaProblem | null },
): MediaProcessing {
  return {
    state: row.media_state,
    progress: row.media_state === 'ready' ? 100 : Math.max(0, Math.min(100, row.media_progress)),
    error: row.media_state === 'failed' ? problemText(kind, row.media_error ?? 'failed') : null,
  };
}
