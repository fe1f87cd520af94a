import { media } from 'shared-ui/texts/media';
import { clock } from './media-urls.ts';

/** A song or a reel: its length in whole seconds, null until the server has measured it. */
export interface Timed {
  duration: number | null;
}

/**
 * A song's or a reel's length, m:ss as people read it, said whole to screen readers
 * ("Duration 3:05"); nothing before the server has measured it.
 */
export function Duration({ item, className }: { item: Timed; className?: string }) {
  if (!item.duration) return null;
  const shown = clock(item.duration);
  return (
    <p className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{media.music.duration(shown)}</span>
    </p>
  );
}
