import { useState } from 'react';
import { getSongs, LoadingState, texts, useListResults, type SongSort } from 'shared-ui';

const sorts: { value: SongSort; label: string }[] = [
  { value: 'recent', label: 'Recent' },
  { value: 'liked', label: 'Top Liked' },
  { value: 'category', label: 'Category' },
];

/** Music: search by title or artist, sort, and the song list. */
export function MusicPage() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SongSort>('recent');
  const songs = useListResults(() => getSongs({ search, sort }), `${sort} ${search}`);

  return (
    <section className="ui-page">
      <h1 lang="sw">Nyimbo za Mijikenda</h1>
      <p className="media-subtitle">Songs of the Mijikenda community</p>
      <div className="media-toolbar">
        <label className="ui-field">
          <span>Search by title or artist</span>
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className="ui-field">
          <span>Sort</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as SongSort)}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {songs === null ? (
        <LoadingState label="Loading songs…" />
      ) : songs.length === 0 ? (
        <p>{texts.music.noSongs}</p>
      ) : (
        <ul className="media-song-list">
          {songs.map((song) => (
            <li key={song.id} className="ui-card">
              <strong>{song.song_title}</strong> <span>{song.song_artist}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
