import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { texts, useSession, type Song } from 'shared-ui';
import { MEDIA_PLAYER_EVENT } from 'shared-ui/contracts';
import { getMusic, likeSong } from 'shared-ui/contracts/music';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { close } from '../player/player-store.ts';
import { fakeApi, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { song as songOf } from '../../test/fixtures.ts';
import { stubMediaPlayback } from '../../test/media-playback.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { SONG_PAGE_SIZE, songsRead } from './api.ts';
import { MusicPage } from './music-page.tsx';

const t = media.music;

const song = (id: number, title: string, artist: string, likes = 3): Song =>
  songOf(id, {
    song_title: title,
    song_artist: artist,
    small_description: `About ${title}`,
    likes_count: likes,
  });
const SONGS = [song(1, 'Pwani Breeze', 'Sidi Mwarandu'), song(2, 'Giriama Harvest', 'Kahindi Baya', 73)];

/** Likes answered with the new count. */
const likes = on(likeSong, ({ body }) => ({
  success: true,
  likes_count: (body as { liked: boolean }).liked ? 4 : 3,
}));

function renderWith(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(
    <MemoryRouter>
      <MusicPage />
    </MemoryRouter>,
  );
  return sent;
}

const renderPage = (songs: Song[] = SONGS, like: FakeRoute = likes) =>
  renderWith(
    on(getMusic, () => songs),
    like,
  );

/** The like button of the first song, by what it says it does (its name ends with the count). */
const likeOf = (verb: string) => new RegExp(`^${verb}: Pwani Breeze, `);

const list = () => screen.findByRole('list', { name: texts.music.list });

describe('music page', () => {
  afterEach(() => {
    stubMediaPlayback(); // the player outlives each test: unload its song
    act(() => close());
    act(() => useSession.getState().signOut());
    jest.restoreAllMocks();
  });

  it('shows the title in the community language, and each song with its cover, artist and Play', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: texts.music.title })).toHaveAttribute('lang', 'sw');
    const songs = within(await list()).getAllByRole('listitem');
    expect(songs).toHaveLength(2);
    expect(within(songs[0]!).getByText('Sidi Mwarandu')).toBeInTheDocument();
    expect(within(songs[0]!).getByRole('button', { name: `${t.play}: Pwani Breeze` })).toBeInTheDocument();
    expect(songs[0]!.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/images\/cover1-w160\.webp$/);
  });

  it("shows each song's length as m:ss, said whole to screen readers; none before the server measured it", async () => {
    renderPage([
      songOf(1, { song_title: 'Pwani Breeze', duration: 185 }),
      songOf(2, { song_title: 'Giriama Harvest', duration: null }),
    ]);
    const songs = within(await list()).getAllByRole('listitem');
    expect(within(songs[0]!).getByText(t.duration('3:05'))).toHaveClass('visually-hidden');
    expect(within(songs[0]!).getByText('3:05')).toHaveAttribute('aria-hidden', 'true');
    expect(songs[1]!.querySelector('.media-song__duration')).toBeNull();
  });

  it('has a Report button on each song but the listener’s own', async () => {
    act(() => useSession.getState().signIn({ id: 7, username: 'Sidi', email: 'sidi@example.com' }));
    renderPage([
      song(1, 'Pwani Breeze', 'Sidi Mwarandu'),
      { ...song(2, 'Giriama Harvest', 'Kahindi Baya'), user_id: 8 },
    ]);
    const songs = within(await list()).getAllByRole('listitem');
    expect(within(songs[0]!).queryByRole('button', { name: report.button })).not.toBeInTheDocument();
    expect(within(songs[1]!).getByRole('button', { name: report.button })).toBeInTheDocument();
  });

  it('pages through every song with Load More: the songs past the first page are reached', async () => {
    const all = Array.from({ length: SONG_PAGE_SIZE + 3 }, (_, i) => song(i + 1, `Song ${i + 1}`, 'Sidi'));
    const asked = renderWith(
      on(getMusic, ({ query }) => {
        const page = Number(query.get('page') ?? 1);
        const limit = Number(query.get('limit'));
        return all.slice((page - 1) * limit, page * limit);
      }),
    );
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(SONG_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: texts.common.loadMore }));
    expect(await screen.findByText(`Song ${SONG_PAGE_SIZE + 3}`)).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(SONG_PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: texts.common.loadMore })).not.toBeInTheDocument();
    expect(asked.map(({ query }) => query.get('page'))).toEqual([null, '2']);
  });

  it("says 'Failed to fetch music.' with a retry when the server answers an error", async () => {
    renderWith(on(getMusic, () => serverFailure(503, { status: 'error', message: 'Storage unavailable.' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.music.failed);
    expect(screen.queryByText(texts.music.noSongs)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.common.retry })).toBeInTheDocument();
  });

  it("says 'No songs available.' when nothing matches", async () => {
    renderPage([]);
    expect(await screen.findByText(texts.music.noSongs)).toBeInTheDocument();
  });

  it('searches by title or artist and sorts Recent, Top Liked or Category', async () => {
    const asked = renderPage();
    await list();
    await userEvent.selectOptions(screen.getByLabelText(texts.music.sort), texts.music.sorts.liked);
    await userEvent.type(screen.getByLabelText(texts.music.searchLabel), 'Baya');
    await waitFor(() => expect(asked.at(-1)?.query.toString()).toBe('search=Baya&sort=liked&limit=20'));
    expect(screen.getByRole('option', { name: texts.music.sorts.category })).toBeInTheDocument();
  });

  it('opens searched for the words of ?q= (the site search’s See all), and keeps what is typed in the address', async () => {
    const asked = fakeApi(on(getMusic, () => SONGS));
    let address = '';
    const Where = () => {
      address = useLocation().search;
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/music?q=Pwani']}>
        <MusicPage />
        <Where />
      </MemoryRouter>,
    );
    await list();
    expect(asked[0]?.query.get('search')).toBe('Pwani');
    expect(screen.getByLabelText(texts.music.searchLabel)).toHaveValue('Pwani');
    await userEvent.clear(screen.getByLabelText(texts.music.searchLabel));
    await userEvent.type(screen.getByLabelText(texts.music.searchLabel), 'Baya');
    await waitFor(() => expect(address).toBe('?q=Baya'));
  });

  it('plays one song at a time: Play becomes Stop, another song takes over, Stop stops', async () => {
    const { play, pause } = stubMediaPlayback();
    const opened: boolean[] = [];
    const listen = (event: Event) => opened.push((event as CustomEvent<{ open: boolean }>).detail.open);
    window.addEventListener(MEDIA_PLAYER_EVENT, listen);
    renderPage();
    const songs = within(await list());

    await userEvent.click(songs.getByRole('button', { name: `${t.play}: Pwani Breeze` }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/\/api\/songs\/file1\.mp3$/);
    expect(opened).toEqual([true]);
    expect(songs.getByRole('button', { name: `${t.stop}: Pwani Breeze` })).toBeInTheDocument();

    await userEvent.click(songs.getByRole('button', { name: `${t.play}: Giriama Harvest` }));
    expect((play.mock.contexts[1] as HTMLAudioElement).src).toMatch(/file2\.mp3$/);
    expect(songs.getByRole('button', { name: `${t.play}: Pwani Breeze` })).toBeInTheDocument();

    await userEvent.click(songs.getByRole('button', { name: `${t.stop}: Giriama Harvest` }));
    expect(pause).toHaveBeenCalled();
    expect(songs.getByRole('button', { name: `${t.play}: Giriama Harvest` })).toBeInTheDocument();
    window.removeEventListener(MEDIA_PLAYER_EVENT, listen);
  });

  it('says when a song cannot be played', async () => {
    stubMediaPlayback({ fails: true });
    renderPage();
    await userEvent.click(within(await list()).getByRole('button', { name: `${t.play}: Pwani Breeze` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.music.playError);
  });

  it("opens a song's detail: cover, artist, play/pause, times, seek, mute, updated date, bio, category, Close", async () => {
    stubMediaPlayback();
    renderPage();
    await userEvent.click(within(await list()).getByRole('button', { name: 'Pwani Breeze' }));
    const dialog = screen.getByRole('dialog', { name: 'Pwani Breeze' });
    const detail = within(dialog);
    expect(detail.getByRole('img', { name: t.cover('Pwani Breeze') })).toBeInTheDocument();
    expect(detail.getByText('Sidi Mwarandu')).toBeInTheDocument();
    expect(detail.getByText(/^Updated 25 May 2026$/)).toBeInTheDocument();
    expect(detail.getByText('About Pwani Breeze')).toBeInTheDocument();
    expect(detail.getByText(t.categoryIs('Chakacha'))).toBeInTheDocument();
    // Elapsed 0:00; its length (3:00) beside the artist and as the player's total.
    expect(detail.getAllByText('0:00')).toHaveLength(1);
    expect(detail.getAllByText('3:00')).toHaveLength(2);
    expect(detail.getByRole('slider', { name: t.seek })).toBeDisabled();

    await userEvent.click(detail.getByRole('button', { name: t.play }));
    expect(detail.getByRole('button', { name: t.pause })).toBeInTheDocument();
    await userEvent.click(detail.getByRole('button', { name: t.pause }));
    expect(detail.getByRole('button', { name: t.play })).toBeInTheDocument();
    await userEvent.click(detail.getByRole('button', { name: t.mute }));
    expect(detail.getByRole('button', { name: t.unmute })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(detail.getByRole('button', { name: texts.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('likes a song and keeps it on the device; a second click takes the like back', async () => {
    const asked = renderPage();
    const songs = within(await list());
    await userEvent.click(songs.getByRole('button', { name: likeOf(t.like) }));
    expect(await songs.findByRole('button', { name: likeOf(t.unlike) })).toHaveTextContent(t.likes(4));
    expect(JSON.parse(localStorage.getItem('likedSongs') ?? '[]')).toEqual([1]);
    expect(asked.at(-1)).toMatchObject({
      method: 'POST',
      path: 'music/get-music.php/1/like',
      endpoint: likeSong,
      body: { liked: true },
    });

    await userEvent.click(songs.getByRole('button', { name: likeOf(t.unlike) }));
    expect(await songs.findByRole('button', { name: likeOf(t.like) })).toHaveTextContent(t.likes(3));
    expect(JSON.parse(localStorage.getItem('likedSongs') ?? '[]')).toEqual([]);
  });

  it('takes a like back when the server refuses it', async () => {
    renderPage(
      SONGS,
      on(likeSong, (call) => call.answer(404, { success: false, message: 'Song not found.' })),
    );
    const songs = within(await list());
    await userEvent.click(songs.getByRole('button', { name: likeOf(t.like) }));
    await waitFor(() =>
      expect(songs.getByRole('button', { name: likeOf(t.like) })).toHaveTextContent(t.likes(3)),
    );
    expect(localStorage.getItem('likedSongs')).toBe('[]');
  });
});

describe('music page, from the answer its document came with', () => {
  const page = (
    <MemoryRouter>
      <MusicPage />
    </MemoryRouter>
  );

  it('lists the songs in its first render, reading nothing; the device’s likes show once hydrated', async () => {
    localStorage.setItem('likedSongs', '[2]');
    const served = await serveAndHydrate(page, { [songsRead()]: SONGS });
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    const list = server.getByRole('list', { name: texts.music.list });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((title) => title.textContent),
    ).toEqual(['Pwani Breeze', 'Giriama Harvest']);
    expect(within(list).getByText('Kahindi Baya')).toBeInTheDocument();
    // The server cannot know what this device liked.
    expect(server.getByRole('button', { name: new RegExp(`^${t.like}: Giriama Harvest`) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    expect(
      within(served.container).getByRole('button', { name: new RegExp(`^${t.unlike}: Giriama Harvest`) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the list when the document came without it', async () => {
    carryAnswers({});
    const asked = renderWith(on(getMusic, () => SONGS));
    expect(await screen.findByRole('button', { name: 'Pwani Breeze' })).toBeInTheDocument();
    expect(readsIn(asked)).toEqual([songsRead()]);
  });
});
