/**
 * The media remote's route table: the pages it owns, each loaded when opened, with the API
 * reads it starts with (from the same functions the page fetches with). `./App` renders from
 * it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, type PageRoute } from 'shared-ui';
import { songsRead } from '../features/music/api.ts';

const music = lazyPage('music-page', () =>
  import(/* webpackChunkName: "music-page" */ '../features/music/music-page.tsx').then((module) => ({
    default: module.MusicPage,
  })),
);

export const routes: readonly PageRoute[] = [
  { path: '/music', page: music, firstReads: () => [songsRead()] },
];
