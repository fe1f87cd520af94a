import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getMusic } from 'shared-ui/contracts/music';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { songRead } from '../music/api.ts';
import { songDetail } from '../../test/fixtures.ts';
import { stubMediaPlayback } from '../../test/media-playback.ts';
import { close } from '../player/player-store.ts';
import { SongPage } from './song-page.tsx';

const SONG = songDetail(3, {
  song_title: 'Mwezi wa Kilifi',
  song_artist: 'Kadzo Mwanajuma',
  category: 'Taarab',
  small_description: 'A night song.',
  likes_count: 2,
  updated_at: '2026-05-01T10:00:00Z',
  song_image_url: 'moon.webp',
  song_url: 'songs/moon.mp3',
});

function renderAt(path: string, route: FakeRoute) {
  const asked = fakeApi(route);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/song" element={<SongPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { asked, view };
}

describe('song page', () => {
  afterEach(() => {
    stubMediaPlayback(); // the player outlives each test: unload its song
    act(() => close());
    jest.restoreAllMocks();
  });

  it('shows the title, artist, cover and play/pause, with a link to share and the document title and description', async () => {
    const { play, pause } = stubMediaPlayback();
    const { asked, view } = renderAt(
      '/song?id=3',
      on(getMusic, () => SONG),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mwezi wa Kilifi' })).toBeInTheDocument();
    expect(asked[0]?.query.toString()).toBe('id=3');
    expect(screen.getByText('Kadzo Mwanajuma')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: media.music.cover('Mwezi wa Kilifi') }).getAttribute('src'),
    ).toMatch(/\/api\/images\/moon-w480\.webp$/);
    expect(screen.getByRole('textbox', { name: media.song.link })).toHaveValue('http://localhost/song?id=3');
    expect(screen.getByRole('button', { name: report.button })).toBeInTheDocument();
    expect(document.title).toMatch(/^Mwezi wa Kilifi – Kadzo Mwanajuma \| /);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      media.song.description('Mwezi wa Kilifi', 'Kadzo Mwanajuma'),
    );

    await userEvent.click(screen.getByRole('button', { name: media.music.play }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: media.music.pause }));
    expect(pause).toHaveBeenCalled();

    view.unmount();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', '');
  });

  it("shows the song's length, said whole to screen readers", async () => {
    renderAt(
      '/song?id=3',
      on(getMusic, () => ({ ...SONG, duration: 734 })),
    );
    expect(await screen.findByText(media.music.duration('12:14'))).toBeInTheDocument();
    expect(screen.getAllByText('12:14')[0]).toHaveAttribute('aria-hidden', 'true');
    // The player's total too, before a byte of the file is read.
    expect(screen.getByText(media.music.total).parentElement).toHaveTextContent('12:14');
  });

  it('says when there is no such song', async () => {
    renderAt(
      '/song?id=999',
      on(getMusic, (call) => call.answer(404, { status: 'error', message: 'Song not found.' })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: media.song.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.song.allSongs })).toHaveAttribute('href', '/music');
  });

  it('says a song the moderators removed has been removed, with the way to all songs', async () => {
    renderAt(
      '/song?id=3',
      on(getMusic, (call) => call.answer(410, { status: 'error', message: report.removed })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: report.removed })).toBeInTheDocument();
    expect(screen.queryByText(media.song.notFound)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.song.allSongs })).toHaveAttribute('href', '/music');
  });
});

describe('song page, from the answer its document came with', () => {
  const page = (
    <MemoryRouter initialEntries={['/song?id=3']}>
      <Routes>
        <Route path="/song" element={<SongPage />} />
      </Routes>
    </MemoryRouter>
  );

  it('shows the song in its first render, reading nothing; the link to share is whole once hydrated', async () => {
    const served = await serveAndHydrate(page, { [songRead('3')]: SONG });
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    expect(server.getByRole('heading', { level: 1, name: 'Mwezi wa Kilifi' })).toBeInTheDocument();
    expect(server.getByText('Kadzo Mwanajuma')).toBeInTheDocument();
    expect(server.getByRole('img', { name: media.music.cover('Mwezi wa Kilifi') })).toBeInTheDocument();
    expect(server.getByRole('button', { name: media.music.play })).toBeInTheDocument();
    // The server knows not by which address the visitor came.
    expect(server.getByRole('textbox', { name: media.song.link })).toHaveValue('/song?id=3');

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    expect(within(served.container).getByRole('textbox', { name: media.song.link })).toHaveValue(
      'http://localhost/song?id=3',
    );
  });

  it('reads the song when the document came with another', async () => {
    carryAnswers({ [songRead('4')]: songDetail(4) });
    const { asked } = renderAt(
      '/song?id=3',
      on(getMusic, () => SONG),
    );
    expect(screen.getByText(media.song.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mwezi wa Kilifi' })).toBeInTheDocument();
    expect(readsIn(asked)).toEqual([songRead('3')]);
  });
});
