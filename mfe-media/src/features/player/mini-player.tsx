/**
 * The mini player, exposed as `media/MiniPlayer` (shared-ui/contracts MINI_PLAYER_MODULE): the
 * shell mounts it in its layout once a song plays, and it stays while the visitor browses other
 * remotes' pages. Play/pause, progress and close.
 */
import { use } from 'react';
import { Button } from 'shared-ui/button';
import { IMAGE_WIDTHS } from 'shared-ui/contracts';
import { media } from 'shared-ui/texts/media';
import { languageReady } from '../../app/language.ts';
import { clock, imageUrl } from '../../shared/media-urls.ts';
import { close, resume, pause, usePlayer } from './player-store.ts';
import './mini-player.css';

const t = media.player;

export default function MiniPlayer() {
  if (languageReady) use(languageReady);
  const song = usePlayer((state) => state.song);
  const playing = usePlayer((state) => state.playing);
  const currentTime = usePlayer((state) => state.currentTime);
  // The file's own length once read, else the length the server measured.
  const duration = usePlayer((state) => state.duration || (state.song?.duration ?? 0));
  const error = usePlayer((state) => state.error);
  if (!song) return null;

  return (
    <section className="media-mini" aria-label={t.label}>
      {song.song_image_url && (
        <img
          className="media-mini__cover"
          src={imageUrl(song.song_image_url, IMAGE_WIDTHS.thumb)}
          alt=""
          width={40}
          height={40}
        />
      )}
      <div className="media-mini__text">
        <p className="media-mini__title">{song.song_title}</p>
        <p className="media-mini__artist">{error ?? song.song_artist}</p>
        <progress
          className="media-mini__progress"
          aria-label={t.progress}
          aria-valuetext={`${clock(currentTime)} / ${clock(duration)}`}
          max={duration || 1}
          value={duration ? currentTime : 0}
        />
      </div>
      <Button size="small" aria-pressed={playing} onClick={() => (playing ? pause() : resume())}>
        {playing ? media.music.pause : media.music.play}
      </Button>
      <Button variant="ghost" size="small" aria-label={t.close} onClick={close}>
        {media.closeMark}
      </Button>
    </section>
  );
}
