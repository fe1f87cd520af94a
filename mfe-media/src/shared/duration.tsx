import { media } from 'shared-ui/texts/media';
import { clock } from './media-urls.ts';

/** An item whose length the server may have measured (null until it has). */
export interface Timed {
  id: number;
  duration?: number | null;
}

/** The length the server measured, in whole seconds, or null before it has. */
export const durationOf = (item: Timed): number | null =>
  typeof item.duration === 'number' && item.duration > 0 ? item.duration : null;

/**
 * A song's or a reel's length, m:ss as people read it, said whole to screen readers
 * ("Duration 3:05"); nothing before the server has measured it.
 */
export function Duration({ item, className }: { item: Timed; className?: string }) {
  const seconds = durationOf(item);
  if (seconds === null) return null;
  const shown = clock(seconds);
  return (
    <p className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{media.music.duration(shown)}</span>
    </p>
  );
}
