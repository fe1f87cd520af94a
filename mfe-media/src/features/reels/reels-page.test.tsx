import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { texts, useSession } from 'shared-ui';
import { getReels, likeReel, type Reel } from 'shared-ui/contracts/reels';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { fakeApi, networkFailure, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { reel } from '../../test/fixtures.ts';
import { stubMediaPlayback } from '../../test/media-playback.ts';
import MiniPlayer from '../player/mini-player.tsx';
import { close, play as playSong } from '../player/player-store.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { reelsRead } from './api.ts';
import { ReelsPage } from './reels-page.tsx';

const t = media.reels;
const API = `${location.origin}/api`;

/** The reels page with the mini player beside it, as the shell's layout shows them. */
function renderPage(...routes: FakeRoute[]) {
  const asked = fakeApi(...routes);
  render(
    <MemoryRouter>
      <ReelsPage />
      <MiniPlayer />
    </MemoryRouter>,
  );
  return asked;
}

/** A page of the feed. */
const pageOf = (reels: Reel[], hasMore = false, page = 1) => ({
  status: 'success' as const,
  data: reels,
  page,
  hasMore,
});

/** The feed: one page of `reels`. */
const feedOf = (reels: Reel[], hasMore = false) => on(getReels, () => pageOf(reels, hasMore));

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });

describe('reels feed', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setSaveData(undefined);
    act(() => useSession.getState().signOut());
  });

  it('plays the visible reel muted; only it and the next have a source; the keyboard moves on and pauses it', async () => {
    const { play, pause } = stubMediaPlayback();
    renderPage(feedOf([reel(1), reel(2), reel(3), reel(4)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    const items = within(feed).getAllByRole('listitem');
    const videos = items.map((item) => item.querySelector('video')!);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(videos.map((video) => video.hasAttribute('src'))).toEqual([true, true, false, false]);
    expect(videos[0]!.muted).toBe(true);
    expect(videos[1]).toHaveAttribute('preload', 'metadata');
    expect(play.mock.contexts).toEqual([videos[0]]);
    expect(screen.getByText(t.tapToUnmute)).toBeInTheDocument();

    feed.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(pause.mock.contexts).toContain(videos[0]);
    expect(play.mock.contexts.at(-1)).toBe(videos[1]);
    expect(videos.map((video) => video.hasAttribute('src'))).toEqual([false, true, true, false]);

    await userEvent.click(screen.getByRole('button', { name: t.next }));
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    feed.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('makes the reel the feed comes to rest on current, even when its scroll events come before it renders again', async () => {
    stubMediaPlayback();
    renderPage(feedOf([reel(1), reel(2), reel(3), reel(4)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    const items = within(feed).getAllByRole('listitem');
    // One reel a screen of 500 px; jsdom lays nothing out, so the feed's box is given here.
    let top = 0;
    Object.defineProperty(feed, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(feed, 'scrollTop', { configurable: true, get: () => top });
    const scrollTo = (to: number) => {
      top = to;
      feed.dispatchEvent(new Event('scroll'));
    };

    act(() => scrollTo(500));
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    // Past the third reel's half, then back to rest on the second, before the page renders again.
    act(() => {
      scrollTo(800);
      scrollTo(500);
    });
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it('a tap on the reel turns its sound on', async () => {
    stubMediaPlayback();
    renderPage(feedOf([reel(1), reel(2)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    const video = feed.querySelector('video')!;
    await userEvent.click(video);
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: t.mute })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(t.tapToUnmute)).not.toBeInTheDocument();
  });

  it('one sound at a time: a reel heard pauses the song, and a song that starts pauses the reel heard', async () => {
    stubMediaPlayback();
    const song = {
      id: 4,
      song_title: 'Mwezi wa Kilifi',
      song_artist: 'Kadzo Mwanajuma',
      song_url: 'songs/moon.mp3',
      song_normal_url: null,
      song_low_url: null,
      song_image_url: '',
      duration: null,
    };
    act(() => playSong(song));
    renderPage(feedOf([reel(1), reel(2)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    const video = feed.querySelector('video')!;
    const player = screen.getByRole('region', { name: media.player.label });
    // A muted reel plays beside the song.
    expect(video.paused).toBe(false);
    expect(within(player).getByRole('button', { name: media.music.pause })).toBeInTheDocument();

    await userEvent.click(video);
    expect(video.muted).toBe(false);
    expect(video.paused).toBe(false);
    expect(within(player).getByRole('button', { name: media.music.play })).toBeInTheDocument();

    await userEvent.click(within(player).getByRole('button', { name: media.music.play }));
    expect(within(player).getByRole('button', { name: media.music.pause })).toBeInTheDocument();
    expect(video.paused).toBe(true);

    // Back to the reel: it plays with its sound and the song pauses again.
    await userEvent.click(video);
    expect(video.paused).toBe(false);
    expect(within(player).getByRole('button', { name: media.music.play })).toBeInTheDocument();
    act(() => close());
  });

  it('in low-data mode (the browser saves data) loads no video byte until the visitor presses play', async () => {
    const { play } = stubMediaPlayback();
    setSaveData(true);
    renderPage(feedOf([reel(1), reel(2)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    expect(screen.getByText(t.saveData)).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
    const videos = [...feed.querySelectorAll('video')];
    expect(videos.map((video) => video.hasAttribute('src'))).toEqual([false, false]);
    expect(videos.map((video) => video.getAttribute('preload'))).toEqual(['none', 'none']);
    await userEvent.click(within(feed).getByRole('button', { name: t.play }));
    expect(videos[0]).toHaveAttribute('src', expect.stringMatching(/\/api\/videos\/clip1\.mp4$/));
    expect(videos[1]).not.toHaveAttribute('src');
    expect(play).toHaveBeenCalledTimes(1);
    expect(within(feed).queryByRole('button', { name: t.play })).not.toBeInTheDocument();
  });

  /** A reel whose copies and poster the server has made. */
  const prepared = (id: number): Reel =>
    reel(id, {
      video_normal_url: `clip${id}-720.mp4`,
      video_low_url: `clip${id}-360.mp4`,
      poster: `poster${id}.webp`,
    });

  it('shows each reel its poster and plays the normal copy', async () => {
    const { play } = stubMediaPlayback();
    renderPage(feedOf([prepared(1), prepared(2), reel(3)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    const videos = [...feed.querySelectorAll('video')];
    expect(videos.map((video) => video.getAttribute('poster'))).toEqual([
      `${API}/images/poster1-w480.webp`,
      `${API}/images/poster2-w480.webp`,
      null,
    ]);
    expect(videos[0]).toHaveAttribute('src', `${API}/videos/clip1-720.mp4`);
    expect(videos[1]).toHaveAttribute('src', `${API}/videos/clip2-720.mp4`);
    expect(play.mock.contexts).toEqual([videos[0]]);
  });

  it('in low-data mode shows the poster alone, and loads the low-data copy only when play is pressed', async () => {
    stubMediaPlayback();
    setSaveData(true);
    renderPage(feedOf([prepared(1), prepared(2)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    const videos = [...feed.querySelectorAll('video')];
    expect(videos.map((video) => video.getAttribute('poster'))).toEqual([
      `${API}/images/poster1-w480.webp`,
      `${API}/images/poster2-w480.webp`,
    ]);
    expect(videos.map((video) => [video.getAttribute('src'), video.getAttribute('preload')])).toEqual([
      [null, 'none'],
      [null, 'none'],
    ]);
    await userEvent.click(within(feed).getByRole('button', { name: t.play }));
    expect(videos[0]).toHaveAttribute('src', `${API}/videos/clip1-360.mp4`);
    expect(videos[1]).not.toHaveAttribute('src');
  });

  it('in low-data mode chosen on the device, even when the browser does not save data', async () => {
    const { play } = stubMediaPlayback();
    setSaveData(false);
    document.cookie = 'lowData=on; path=/';
    renderPage(feedOf([reel(1), reel(2)]));
    const feed = await screen.findByRole('list', { name: t.feed });
    expect(play).not.toHaveBeenCalled();
    expect(feed.querySelector('video')).not.toHaveAttribute('src');
  });

  it('loads the next page as the visitor nears the end', async () => {
    stubMediaPlayback();
    const asked = renderPage(
      on(getReels, ({ query }) =>
        query.get('page') === '1' ? pageOf([reel(1), reel(2), reel(3)], true) : pageOf([reel(4)], false, 2),
      ),
    );
    const feed = await screen.findByRole('list', { name: t.feed });
    feed.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await within(feed).findByText('Reel number 4')).toBeInTheDocument();
    expect(asked.map((request) => request.query.toString())).toEqual(['page=1', 'page=2']);
  });

  it('likes a reel and keeps it on the device; shares it by its link', async () => {
    stubMediaPlayback();
    const asked = renderPage(
      feedOf([reel(7)]),
      on(likeReel, () => ({ success: true, likes_count: 6 })),
    );
    const feed = await screen.findByRole('list', { name: t.feed });
    await userEvent.click(within(feed).getByRole('button', { name: `${t.like} ${t.likes(5)}` }));
    expect(
      await within(feed).findByRole('button', { name: `${t.unlike} ${t.likes(6)}` }),
    ).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ endpoint: likeReel, body: { reelId: 7, liked: true } });
    expect(JSON.parse(localStorage.getItem('likedReels') ?? '[]')).toEqual([7]);

    await userEvent.click(within(feed).getByRole('button', { name: t.share }));
    expect(within(feed).getByRole('textbox', { name: t.shareLink })).toHaveValue(
      'http://localhost/share-reel/7',
    );
  });

  it('has a Report button on each reel but the viewer’s own', async () => {
    stubMediaPlayback();
    act(() => useSession.getState().signIn({ id: 3, username: 'Dama', email: 'dama@example.com' }));
    renderPage(feedOf([reel(7), reel(8, { user_id: 11 })]));
    const reels = within(await screen.findByRole('list', { name: t.feed })).getAllByRole('listitem');
    expect(within(reels[0]!).queryByRole('button', { name: report.button })).not.toBeInTheDocument();
    expect(within(reels[1]!).getByRole('button', { name: report.button })).toBeInTheDocument();
  });

  it("says 'No reels found.' when there are none", async () => {
    renderPage(feedOf([]));
    expect(await screen.findByText(texts.reels.none)).toBeInTheDocument();
  });

  it("says 'Failed to fetch reels.' with a retry when they cannot be read", async () => {
    stubMediaPlayback();
    let fail = true;
    renderPage(on(getReels, () => (fail ? networkFailure() : pageOf([reel(1)]))));
    expect(await screen.findByText(texts.reels.failed, {}, { timeout: 3000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: texts.common.retry }));
    expect(await screen.findByRole('list', { name: t.feed })).toBeInTheDocument();
  });
});

describe('reels feed, from the answer its document came with', () => {
  afterEach(() => jest.restoreAllMocks());

  const page = (
    <MemoryRouter>
      <ReelsPage />
    </MemoryRouter>
  );

  it('shows the first page in its first render, reading it not again; the device’s likes show once hydrated', async () => {
    stubMediaPlayback();
    localStorage.setItem('likedReels', '[2]');
    const served = await serveAndHydrate(
      page,
      { [reelsRead(1)]: pageOf([reel(1), reel(2)], true) },
      on(getReels, () => pageOf([reel(3)], false, 2)),
    );
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    const feed = server.getByRole('list', { name: t.feed });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(feed).getByText('Reel number 1')).toBeInTheDocument();
    expect(within(feed).getAllByText(t.by('Dama Kazungu'))).toHaveLength(2);
    expect(within(feed).getAllByRole('button', { name: new RegExp(t.like) })[1]).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    const hydrated = within(within(served.container).getByRole('list', { name: t.feed }));
    expect(hydrated.getAllByRole('listitem')[1]!.querySelector('[aria-pressed="true"]')).not.toBeNull();
    // Nearing the end reads the next page: the second.
    await userEvent.click(within(served.container).getByRole('button', { name: t.next }));
    expect(await hydrated.findByText('Reel number 3')).toBeInTheDocument();
    expect(readsIn(served.sent)).toEqual([reelsRead(2)]);
  });

  it('reads the first page when the document came without it', async () => {
    stubMediaPlayback();
    carryAnswers({});
    const asked = renderPage(feedOf([reel(1)]));
    expect(await screen.findByText('Reel number 1')).toBeInTheDocument();
    expect(readsIn(asked)).toEqual([reelsRead(1)]);
  });
});
