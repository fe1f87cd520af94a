import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState, PAGES, pagePath, texts } from 'shared-ui';
import { EmptyState } from 'shared-ui/empty-state';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { Duration } from '../../shared/duration.tsx';
import { imageUrl } from '../../shared/media-urls.ts';
import { ShareLink } from '../../shared/share-link.tsx';
import { isRemoved } from '../../shared/removed.ts';
import { useItem } from '../../shared/use-item.ts';
import { usePageMeta } from 'shared-ui/page-meta';
import { ReportButton } from 'shared-ui/report';
import { documentSong, getSong } from '../music/api.ts';
import { PlayerControls, PlayerError } from '../player/player-controls.tsx';

const t = media.song;

/** One song (/song?id={id}): title, artist, length, cover and play/pause, with a link to share and Report. */
export function SongPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const found = useItem(id, getSong, documentSong);
  const removed = found && isRemoved(found) ? (found.message ?? report.removed) : null;
  const song = found && isRemoved(found) ? null : found;

  const cover = song ? (song.album_cover ?? song.song_image_url) : null;
  usePageMeta({
    title: song ? `${song.song_title} – ${song.song_artist}` : undefined,
    description: song ? t.description(song.song_title, song.song_artist) : undefined,
  });

  if (song === undefined) {
    return (
      <section className="ui-page">
        <h1 className="visually-hidden">{texts.music.title}</h1>
        <LoadingState label={t.loading} />
      </section>
    );
  }
  if (song === null) {
    return (
      <section className="ui-page">
        <h1>{removed ?? t.notFound}</h1>
        <EmptyState message={removed ?? t.notFound} action={<Link to={PAGES.music}>{t.allSongs}</Link>} />
      </section>
    );
  }

  return (
    <section className="ui-page">
      <div className="media-song-detail">
        {cover && (
          <img
            className="media-song-detail__cover"
            src={imageUrl(cover)}
            alt={media.music.cover(song.song_title)}
            width={240}
            height={240}
          />
        )}
        <div className="media-song-detail__facts">
          <h1>{song.song_title}</h1>
          <p className="media-song-detail__artist">{song.song_artist}</p>
          <Duration item={song} className="media-song-detail__duration" />
          <PlayerControls song={{ ...song, song_image_url: cover ?? song.song_image_url }} />
          <PlayerError />
          <ShareLink path={pagePath(PAGES.song, undefined, { id: song.id })} label={t.link} showLabel />
          <Link to={PAGES.music}>{t.allSongs}</Link>
          <ReportButton
            subject="song"
            subjectId={song.id}
            ownerId={song.user_id}
            className="media-song-detail__report"
          />
        </div>
      </div>
    </section>
  );
}
