import { useState } from 'react';
import { texts } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { SearchBar } from 'shared-ui/search-bar';
import { Select } from 'shared-ui/select';
import { getSongs, type SongSort } from './api.ts';

const t = texts.music;
const sorts = (Object.keys(t.sorts) as SongSort[]).map((value) => ({ value, label: t.sorts[value] }));

/** Music: search by title or artist, sort, and the song list. */
export function MusicPage() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SongSort>('recent');
  const songs = usePagedList({
    load: () => getSongs({ search, sort }),
    key: `${sort} ${search}`,
    paged: false,
  });

  return (
    <section className="ui-page">
      <h1 lang="sw">{t.title}</h1>
      <p className="media-subtitle">{t.subtitle}</p>
      <SearchBar label={t.searchLabel} showLabel value={search} onChange={setSearch}>
        <Select<SongSort> name="sort" label={t.sort} options={sorts} value={sort} onChange={setSort} />
      </SearchBar>
      <PagedList
        list={songs}
        label={t.list}
        getKey={(song) => song.id}
        loadingLabel={t.loading}
        emptyText={t.noSongs}
        renderItem={(song) => (
          <Card>
            <strong>{song.song_title}</strong> <span>{song.song_artist}</span>
          </Card>
        )}
      />
    </section>
  );
}
