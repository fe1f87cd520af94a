import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { texts, type Song } from 'shared-ui';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { SearchBar } from 'shared-ui/search-bar';
import { Select } from 'shared-ui/select';
import { PlayerError } from '../player/player-controls.tsx';
import { LIKED_KEYS } from '../../shared/device-likes.ts';
import { useToggleLikes } from '../../shared/use-toggle-likes.ts';
import { documentSongs, getSongs, likeSong, searchOf, type SongSort } from './api.ts';
import { SongDialog } from './song-dialog.tsx';
import { SongRow } from './song-row.tsx';

const t = texts.music;
const sorts = () => (Object.keys(t.sorts) as SongSort[]).map((value) => ({ value, label: t.sorts[value] }));

/**
 * Music: search by title or artist (kept in the address, `?q=`, so the site search's See all
 * opens the list searched), sort, the song list with Play/Stop and likes, and a song's detail.
 */
export function MusicPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearchState] = useState(() => searchOf(params));
  const setSearch = (words: string) => {
    setSearchState(words);
    const next = new URLSearchParams(params);
    if (words.trim()) next.set('q', words.trim());
    else next.delete('q');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const [sort, setSort] = useState<SongSort>('recent');
  const [open, setOpen] = useState<Song | null>(null);
  const likes = useToggleLikes(LIKED_KEYS.songs, likeSong);
  const songs = usePagedList({
    load: (page) => getSongs({ search, sort }, page),
    firstPage: () => documentSongs({ search, sort }),
    key: `${sort} ${search}`,
  });

  return (
    <section className="ui-page">
      <h1 lang="sw">{t.title}</h1>
      <p className="media-subtitle">{t.subtitle}</p>
      <SearchBar label={t.searchLabel} showLabel value={search} onChange={setSearch}>
        <Select<SongSort> name="sort" label={t.sort} options={sorts()} value={sort} onChange={setSort} />
      </SearchBar>
      <PlayerError />
      <PagedList
        list={songs}
        label={t.list}
        getKey={(song) => song.id}
        loadingLabel={t.loading}
        emptyText={t.noSongs}
        errorText={t.failed}
        renderItem={(song) => (
          <SongRow
            song={song}
            liked={likes.isLiked(song.id)}
            likes={likes.countOf(song)}
            onLike={() => void likes.toggle(song)}
            onOpen={() => setOpen(song)}
          />
        )}
      />
      <SongDialog song={open} onClose={() => setOpen(null)} />
    </section>
  );
}
