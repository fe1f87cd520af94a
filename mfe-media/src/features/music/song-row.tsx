import { Button } from 'shared-ui/button';
import { IMAGE_WIDTHS } from 'shared-ui/contracts';
import { ReportButton } from 'shared-ui/report';
import { media } from 'shared-ui/texts/media';
import { Duration } from '../../shared/duration.tsx';
import { imageUrl } from '../../shared/media-urls.ts';
import { play, stop, usePlayer } from '../player/player-store.ts';
import type { Song } from 'shared-ui';

const t = media.music;

interface Props {
  song: Song;
  liked: boolean;
  likes: number;
  onLike: () => void;
  onOpen: () => void;
}

/** One song of the list: cover, title (opens the detail), artist, length, Play/Stop, its likes and Report. */
export function SongRow({ song, liked, likes, onLike, onOpen }: Props) {
  const playing = usePlayer((state) => state.playing && state.song?.id === song.id);
  return (
    <div className="media-song">
      {song.song_image_url ? (
        <img
          className="media-song__cover"
          src={imageUrl(song.song_image_url, IMAGE_WIDTHS.thumb)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="media-song__cover" aria-hidden="true" />
      )}
      <div className="media-song__text">
        <h2 className="media-song__title">
          <button type="button" className="media-link-button" onClick={onOpen} aria-haspopup="dialog">
            {song.song_title}
          </button>
        </h2>
        <p className="media-song__artist">{song.song_artist}</p>
        <Duration item={song} className="media-song__duration" />
      </div>
      <div className="media-song__actions">
        <Button
          variant="ghost"
          size="small"
          aria-pressed={liked}
          aria-label={`${liked ? t.unlike : t.like}: ${song.song_title}, ${t.likes(likes)}`}
          onClick={onLike}
        >
          <span aria-hidden="true">{liked ? media.heart : media.heartOutline}</span> {t.likes(likes)}
        </Button>
        <Button
          size="small"
          aria-label={`${playing ? t.stop : t.play}: ${song.song_title}`}
          onClick={() => (playing ? stop() : play(song))}
        >
          {playing ? t.stop : t.play}
        </Button>
        <ReportButton subject="song" subjectId={song.id} ownerId={song.user_id} />
      </div>
    </div>
  );
}
