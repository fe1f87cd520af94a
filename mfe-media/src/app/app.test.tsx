import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads, itMakesItsFirstReadsAt } from '../../../jest/first-reads.tsx';
import { itTakesItsFirstReadsFromTheDocument } from '../../../jest/server-render.tsx';
import { songRead } from '../features/music/api.ts';
import { featuredVideo, reel, song, songDetail } from '../test/fixtures.ts';
import { routes } from './routes.ts';

describe('media remote', () => {
  it.each(routes.map((route) => route.path.replace(':reelId', '7')))(
    'renders a page for every route it publishes (%s)',
    async (path) => {
      await preload(path); // as the shell does before it renders the remote
      render(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  itMakesItsFirstReads(App, routes);
});

describe('media remote, first reads for an address', () => {
  it('reads the song the query names, and nothing for a song page without one', () => {
    const page = routes.find((route) => route.path === '/song')!;
    expect(page.firstReads?.({}, new URLSearchParams('id=7'))).toEqual([songRead('7')]);
    expect(songRead('7')).toBe('music/get-music.php?id=7');
    expect(page.firstReads?.({})).toEqual([]);
  });

  itMakesItsFirstReadsAt(App, routes, ['/music', '/song?id=7', '/meta', '/reels', '/share-reel/7']);

  itTakesItsFirstReadsFromTheDocument(App, routes, {
    '/music': [[song(1), song(2)]],
    '/song?id=7': [songDetail(7)],
    '/meta': [{ success: true, videos: [featuredVideo(1)] }],
    '/reels': [{ status: 'success', data: [reel(1), reel(2)], page: 1, hasMore: false }],
    '/share-reel/7': [{ status: 'success', reel: reel(7) }],
  });
});
