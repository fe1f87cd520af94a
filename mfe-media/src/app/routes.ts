/**
 * The media remote's route table: the pages it owns, each loaded when opened, with the API
 * reads it starts with (from the same functions the page fetches with). `./App` renders from
 * it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, PAGES, type PageRoute } from 'shared-ui';
import { searchOf, songRead, songsRead } from '../features/music/api.ts';
import { reelRead, reelsRead } from '../features/reels/api.ts';
import { featuredRead } from '../features/videos/api.ts';

const music = lazyPage('music-page', () =>
  import(/* webpackChunkName: "music-page" */ '../features/music/music-page.tsx').then((module) => ({
    default: module.MusicPage,
  })),
);

const song = lazyPage('song-page', () =>
  import(/* webpackChunkName: "song-page" */ '../features/song/song-page.tsx').then((module) => ({
    default: module.SongPage,
  })),
);

const videos = lazyPage('videos-page', () =>
  import(/* webpackChunkName: "videos-page" */ '../features/videos/videos-page.tsx').then((module) => ({
    default: module.VideosPage,
  })),
);

const reels = lazyPage('reels-page', () =>
  import(/* webpackChunkName: "reels-page" */ '../features/reels/reels-page.tsx').then((module) => ({
    default: module.ReelsPage,
  })),
);

const shareReel = lazyPage('share-reel-page', () =>
  import(/* webpackChunkName: "share-reel-page" */ '../features/share-reel/share-reel-page.tsx').then(
    (module) => ({ default: module.ShareReelPage }),
  ),
);

export const routes: readonly PageRoute[] = [
  {
    path: PAGES.music,
    page: music,
    firstReads: (_params, query) => [songsRead({ search: searchOf(query) })],
  },
  {
    path: PAGES.song,
    page: song,
    // The song's id is in the query (`/song?id=7`), published as `:id`; without one there is no
    // song to read ahead.
    query: ['id'],
    firstReads: (_params, query) => {
      const id = query?.get('id');
      return id ? [songRead(id)] : [];
    },
  },
  { path: PAGES.videos, page: videos, firstReads: () => [featuredRead()] },
  { path: PAGES.reels, page: reels, firstReads: () => [reelsRead(1)] },
  { path: PAGES.shareReel, page: shareReel, firstReads: ({ reelId = '' }) => [reelRead(reelId)] },
];
