import { Link } from 'react-router-dom';
import { Dialog } from 'shared-ui/dialog';
import { formatDay } from 'shared-ui/dates';
import { media } from 'shared-ui/texts/media';
import { Duration } from '../../shared/duration.tsx';
import { imageUrl } from '../../shared/media-urls.ts';
import { PlayerControls, PlayerError } from '../player/player-controls.tsx';
import { PAGES, pagePath, type Song } from 'shared-ui';

const t = media.music;

/** A song's detail: cover, title, artist, the player, updated date, bio, category; Close. */
export function SongDialog({ song, onClose }: { song: Song | null; onClose: () => void }) {
  return (
    <Dialog open={song !== null} onClose={onClose} title={song?.song_title ?? ''} size="wide">
      {song && (
        <div className="media-song-detail">
          {song.song_image_url && (
            <img
              className="media-song-detail__cover"
              src={imageUrl(song.song_image_url)}
              alt={t.cover(song.song_title)}
              width={240}
              height={240}
            />
          )}
          <div className="media-song-detail__facts">
            <p className="media-song-detail__artist">{song.song_artist}</p>
            <Duration item={song} className="media-song-detail__duration" />
            <PlayerControls song={song} />
            <PlayerError />
            <p className="media-muted">{t.updated(formatDay(song.updated_at ?? song.created_on))}</p>
            <h3>{t.bio}</h3>
            <p>{song.small_description}</p>
            <p>{t.categoryIs(song.category)}</p>
            <Link to={pagePath(PAGES.song, undefined, { id: song.id })}>{t.openSong}</Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
