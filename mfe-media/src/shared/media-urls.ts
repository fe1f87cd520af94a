import { apiBase } from 'shared-ui';
import { IMAGE_WIDTHS, imageAddress, type ImageWidth } from 'shared-ui/contracts';

/** A stored image at a width the server keeps (/api/images/{name}). */
export const imageUrl = (name: string, width: ImageWidth = IMAGE_WIDTHS.small) =>
  imageAddress(apiBase(), 'images', name, width);

/** A song's audio: `song_url` is a path under the API base (songs/{stored name}). */
export const songFileUrl = (songUrl: string) => `${apiBase()}/${songUrl.replace(/^\//, '')}`;

/** A stored video (/api/videos/{name}). */
export const videoUrl = (name: string) => `${apiBase()}/videos/${encodeURIComponent(name)}`;

/** A page of this site as a full address, for sharing. */
export const pageLink = (path: string) => new URL(path, location.origin).href;

/** Seconds as m:ss (or h:mm:ss), 0:00 before the length is known. */
export function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
