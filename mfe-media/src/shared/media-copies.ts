/**
 * Which stored copy of a song or a reel this device plays. The server makes, besides the
 * original upload, a normal copy (AAC in MP4 for a song, a 720 px H.264 MP4 for a reel) and a
 * low-data copy (Opus in WebM, a 360 px MP4), and a reel's poster; until they exist (or where
 * they could not be made) the fields are null and the original plays.
 */
import type { Song } from 'shared-ui';
import { IMAGE_WIDTHS } from 'shared-ui/contracts';
import type { Reel } from 'shared-ui/contracts/reels';
import { imageUrl, songFileUrl, videoUrl } from './media-urls.ts';

/** A song's stored copies: paths under the API base (`songs/{stored name}`), null while missing. */
export type SongCopies = Pick<Song, 'song_url' | 'song_normal_url' | 'song_low_url'>;

/** A reel's stored copies and poster: stored names, null while missing. */
export type ReelCopies = Pick<Reel, 'video' | 'video_normal_url' | 'video_low_url' | 'poster'>;

/** The low-data copy's type, as `canPlayType` is asked about it (Safari before 17 says no). */
export const LOW_DATA_AUDIO_TYPE = 'audio/webm; codecs="opus"';

/**
 * The address of the copy of `song` to play: the low-data copy in low-data mode when this
 * browser plays Opus in WebM, else the normal copy, else the original.
 */
export function songSource(song: SongCopies, lowData: boolean, canPlayLow: () => boolean): string {
  const low = lowData && song.song_low_url && canPlayLow() ? song.song_low_url : null;
  return songFileUrl(low ?? song.song_normal_url ?? song.song_url);
}

/** The normal copy of a reel, else its original. */
export const reelNormalSource = (reel: ReelCopies): string => videoUrl(reel.video_normal_url ?? reel.video);

/** The low-data copy of a reel, else the normal copy, else the original. */
export const reelLowSource = (reel: ReelCopies): string =>
  videoUrl(reel.video_low_url ?? reel.video_normal_url ?? reel.video);

/**
 * A reel's poster, or undefined before it is made. A `poster` takes one address, no `srcset`:
 * the 480 px width, which matches the normal copy's own width (about 405 px for a 720 px tall
 * phone video), so a sharper picture would show more than the video itself does, and is the
 * width low-data pages load too.
 */
export const reelPoster = (reel: ReelCopies): string | undefined =>
  reel.poster ? imageUrl(reel.poster, IMAGE_WIDTHS.small) : undefined;
