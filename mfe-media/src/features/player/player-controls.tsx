import { media } from 'shared-ui/texts/media';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { clock } from '../../shared/media-urls.ts';
import { seek, setMuted, toggle, usePlayer, type PlayerSong } from './player-store.ts';

const t = media.music;

/**
 * Play/pause of one song, and while it is the loaded one: elapsed time, seek and mute. The total
 * is the song's measured length until the file says its own (in low-data mode nothing of the
 * file is read before play).
 */
export function PlayerControls({ song }: { song: PlayerSong }) {
  const loaded = usePlayer((state) => state.song?.id === song.id);
  const playing = usePlayer((state) => loaded && state.playing);
  const currentTime = usePlayer((state) => (loaded ? state.currentTime : 0));
  const duration = usePlayer((state) => (loaded ? state.duration : 0));
  const muted = usePlayer((state) => state.muted);

  return (
    <div className="media-controls">
      <div className="media-controls__row">
        <Button onClick={() => toggle(song)} aria-pressed={playing}>
          {playing ? t.pause : t.play}
        </Button>
        <Button variant="ghost" size="small" aria-pressed={muted} onClick={() => setMuted(!muted)}>
          {muted ? t.unmute : t.mute}
        </Button>
      </div>
      <input
        className="media-controls__seek"
        type="range"
        aria-label={t.seek}
        min={0}
        max={Math.max(duration, 0)}
        step="any"
        value={Math.min(currentTime, duration)}
        disabled={!loaded || !duration}
        onChange={(event) => seek(Number(event.target.value))}
      />
      <p className="media-controls__time">
        <span>
          <span className="visually-hidden">{t.elapsed} </span>
          <time>{clock(currentTime)}</time>
        </span>
        <span>
          <span className="visually-hidden">{t.total} </span>
          <time>{clock(duration || (song.duration ?? 0))}</time>
        </span>
      </p>
    </div>
  );
}

/** The player's failure, 'There was an issue playing the song. Please try again.', while it lasts. */
export function PlayerError() {
  const error = usePlayer((state) => state.error);
  return error ? <MessageBanner tone="danger">{error}</MessageBanner> : null;
}
