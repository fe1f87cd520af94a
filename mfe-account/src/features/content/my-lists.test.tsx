import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PRODUCT_NAME, texts } from 'shared-ui';
import {
  deleteArticle,
  deleteMusic,
  deleteReel,
  getUserMusic,
  getUserPosts,
  getUserReels,
} from 'shared-ui/contracts/users';
import { deleteYoutube, getUserYoutube } from 'shared-ui/contracts/youtube';
import { account } from 'shared-ui/texts/account';
import { on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { ownArticle, ownList, ownReel, song, youtubeEntry } from '../../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../../test/render-page.tsx';
import { MyArticlesPage, MyMusicPage, MyReelsPage, MyYoutubePage } from './my-lists.tsx';

const t = account.lists;
const REELS = [
  ownReel(1, {
    description: 'Chakacha at dusk',
    status: '',
    likes_count: 4,
    created_at: '2026-05-12T10:00:00Z',
  }),
  ownReel(2, {
    description: 'Kaya drums',
    status: 'published',
    likes_count: 9,
    created_at: '2026-05-13T10:00:00Z',
    video: 'kaya.mp4',
  }),
];
const pages = {
  '/user/articles': <MyArticlesPage />,
  '/user/reels': <MyReelsPage />,
  '/user/music': <MyMusicPage />,
  '/user/myyoutube': <MyYoutubePage />,
};
const open = (path: string, ...routes: FakeRoute[]) => renderPage(path, pages, routes);

afterEach(cleanUpPage);

describe('My Reels', () => {
  const reels = on(getUserReels, () => ownList(REELS));

  it("shows 'Loading your reels...', then each reel's description, status or 'Not Specified', likes and date", async () => {
    const { sent } = open('/user/reels?userid=7', reels);
    expect(screen.getByRole('heading', { level: 1, name: texts.reels.heading })).toBeInTheDocument();
    expect(screen.getAllByText(texts.reels.loading)).toHaveLength(2);
    expect(document.title).toBe(`${texts.reels.heading} | ${PRODUCT_NAME}`);
    const items = within(await screen.findByRole('list', { name: texts.reels.heading })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Chakacha at dusk')).toBeInTheDocument();
    expect(within(items[0]!).getByText(texts.common.notSpecified)).toBeInTheDocument();
    expect(within(items[0]!).getByText('12 May 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('published')).toBeInTheDocument();
    expect(within(items[1]!).getByText('9')).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText(t.videoOf('Kaya drums'))).toHaveAttribute(
      'src',
      `${location.origin}/api/videos/kaya.mp4`,
    );
    expect(sent[0]!.query.get('userid')).toBe('7');
  });

  it('deletes a reel after the confirm question, and it leaves the list with a green banner', async () => {
    const { sent } = open(
      '/user/reels?userid=7',
      reels,
      on(deleteReel, () => ({ status: 'success', message: 'Reel deleted.' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: t.deleteNamed('Kaya drums') }));
    const dialog = screen.getByRole('alertdialog', { name: account.remove.confirm('reel') });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.common.cancel }));
    expect(screen.getByText('Kaya drums')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: t.deleteNamed('Kaya drums') }));
    await userEvent.click(screen.getByRole('button', { name: texts.common.delete }));
    expect(await screen.findByText('Reel deleted.')).toHaveClass('ui-banner--success');
    expect(screen.queryByText('Kaya drums')).not.toBeInTheDocument();
    expect(sent.find((request) => request.endpoint === deleteReel)?.body).toEqual({ reelId: 2 });
  });

  it("keeps the reel and says why when the delete fails ('Failed to delete the reel.' without a server message)", async () => {
    open(
      '/user/reels?userid=7',
      reels,
      on(deleteReel, () => serverFailure()),
    );
    await userEvent.click(await screen.findByRole('button', { name: t.deleteNamed('Kaya drums') }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: texts.common.delete }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(account.remove.reelFailed);
    expect(screen.getByRole('alert')).toHaveClass('ui-banner--danger');
    expect(screen.getByText('Kaya drums')).toBeInTheDocument();
  });

  it('marks a reel under review or removed by a moderator in words', async () => {
    open(
      '/user/reels?userid=7',
      on(getUserReels, () =>
        ownList([
          ownReel(1, { description: 'Reported reel', moderation: 'review' }),
          ownReel(2, { description: 'Removed reel', moderation: 'removed' }),
          ownReel(3, { description: 'Plain reel' }),
        ]),
      ),
    );
    const items = within(await screen.findByRole('list', { name: texts.reels.heading })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).getByText('Under review')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Removed by a moderator')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Under review')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByText('Removed by a moderator')).not.toBeInTheDocument();
  });

  it("says 'You haven't posted any reels yet.' with the server's message in a yellow banner", async () => {
    open(
      '/user/reels?userid=7',
      on(getUserReels, () => ownList([], texts.reels.none)),
    );
    expect(await screen.findByText(texts.reels.empty)).toBeInTheDocument();
    expect(screen.getByText(texts.reels.none)).toHaveClass('ui-banner--info');
  });

  it("says 'Failed to fetch reels.' when the list cannot be read", async () => {
    open(
      '/user/reels?userid=7',
      on(getUserReels, () => serverFailure()),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.reels.failed);
  });
});

describe('My Music', () => {
  const SONG = song(5, {
    song_title: 'Ngoma ya Pwani',
    song_artist: 'Kaya Drummers',
    category: 'Traditional',
    small_description: 'Drums of the coast.',
    likes_count: 48,
    created_on: '2026-02-03T08:00:00Z',
    song_image_url: 'cover.webp',
    song_url: 'songs/ngoma.mp3',
  });

  it("shows every field, the cover and 'Listen Now', and deletes with the spec's question", async () => {
    open(
      '/user/music?userid=7',
      on(getUserMusic, () => ownList([SONG])),
      on(deleteMusic, (call) => call.answer(404, { status: 'error', message: 'Song not found.' })),
    );
    const item = within(await screen.findByRole('list', { name: t.music })).getByRole('listitem');
    for (const text of [
      'Ngoma ya Pwani',
      'Kaya Drummers',
      'Traditional',
      'Drums of the coast.',
      '48',
      '3 Feb 2026',
    ]) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(within(item).getByRole('img', { name: t.coverOf('Ngoma ya Pwani') })).toHaveAttribute(
      'src',
      `${location.origin}/api/images/cover-w480.webp`,
    );
    expect(within(item).getByRole('link', { name: texts.music.listenNow })).toHaveAttribute(
      'href',
      `${location.origin}/api/songs/ngoma.mp3`,
    );
    await userEvent.click(within(item).getByRole('button', { name: t.deleteNamed('Ngoma ya Pwani') }));
    expect(screen.getByRole('alertdialog', { name: account.remove.confirm('music') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.common.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Song not found.');
  });

  it("says 'You haven't posted any music yet.' and 'No music found.', or 'Failed to fetch music.'", async () => {
    open(
      '/user/music?userid=7',
      on(getUserMusic, () => ownList([], '')),
    );
    expect(await screen.findByText(texts.music.empty)).toBeInTheDocument();
    expect(screen.getByText(texts.music.none)).toHaveClass('ui-banner--info');
    cleanUpPage();
    open(
      '/user/music?userid=7',
      on(getUserMusic, () => serverFailure()),
    );
    expect(await screen.findByText(texts.music.failed)).toBeInTheDocument();
  });

  it('marks a song under review or removed by a moderator in words', async () => {
    open(
      '/user/music?userid=7',
      on(getUserMusic, () =>
        ownList([
          song(1, { song_title: 'Reported song', moderation: 'review' }),
          song(2, { song_title: 'Removed song', moderation: 'removed' }),
        ]),
      ),
    );
    const items = within(await screen.findByRole('list', { name: t.music })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Under review')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Removed by a moderator')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Removed by a moderator')).toBeInTheDocument();
  });

  it('shows another member’s list without Delete', async () => {
    open(
      '/user/music?userid=9',
      on(getUserMusic, () => ownList([SONG])),
    );
    await screen.findByText('Ngoma ya Pwani');
    expect(screen.queryByRole('button', { name: texts.common.delete })).not.toBeInTheDocument();
  });
});

describe('My YouTube Videos', () => {
  const VIDEOS = [
    youtubeEntry(3, {
      description: 'Kaya elders speak',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      likes_count: 2,
      date_created: '2026-04-01T00:00:00Z',
    }),
    youtubeEntry(4, {
      description: 'An old entry',
      video_url: '',
      likes_count: 0,
      date_created: '2026-04-02T00:00:00Z',
    }),
  ];

  it("shows the description as title, the link or 'No URL', and deletes a video", async () => {
    const { sent } = open(
      '/user/myyoutube?userid=7',
      on(getUserYoutube, () => ownList(VIDEOS)),
      on(deleteYoutube, () => ({ status: 'success', message: 'Video deleted.' })),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Kaya elders speak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VIDEOS[0]!.video_url })).toHaveAttribute(
      'href',
      VIDEOS[0]!.video_url,
    );
    expect(screen.getByText(texts.youtube.noUrl)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.deleteNamed('An old entry') }));
    expect(screen.getByRole('alertdialog', { name: account.remove.confirm('video') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.common.delete }));
    expect(await screen.findByText('Video deleted.')).toBeInTheDocument();
    expect(screen.queryByText('An old entry')).not.toBeInTheDocument();
    expect(sent.find((request) => request.endpoint === deleteYoutube)?.body).toEqual({ videoId: 4 });
  });

  it("says 'You haven't posted any YouTube videos yet.', 'No YouTube videos found.' or 'Failed to fetch YouTube videos.'", async () => {
    open(
      '/user/myyoutube',
      on(getUserYoutube, () => ownList([], texts.youtube.none)),
    );
    expect(await screen.findByText(texts.youtube.empty)).toBeInTheDocument();
    expect(screen.getByText(texts.youtube.none)).toBeInTheDocument();
    cleanUpPage();
    open(
      '/user/myyoutube',
      on(getUserYoutube, () => serverFailure(503)),
    );
    expect(await screen.findByText(texts.youtube.failed)).toBeInTheDocument();
  });
});

describe('My articles', () => {
  it('lists id, name, date, status (a new one pending) and likes, and asks before deleting', async () => {
    const { sent } = open(
      '/user/articles',
      on(getUserPosts, () =>
        ownList([
          ownArticle(31, {
            article_name: 'Kaya forests',
            created_at: '2026-11-24T09:00:00Z',
            status: 'pending',
            likes_count: 1,
          }),
        ]),
      ),
      on(deleteArticle, () => ({ status: 'success', message: 'Article deleted.' })),
    );
    const item = within(await screen.findByRole('list', { name: t.articles })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Kaya forests' })).toHaveAttribute('href', '/article/31');
    for (const text of ['31', 'pending', '1', '24 Nov 2026'])
      expect(within(item).getByText(text)).toBeInTheDocument();
    expect(sent[0]!.query.get('userid')).toBe('7');
    await userEvent.click(within(item).getByRole('button', { name: t.deleteNamed('Kaya forests') }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: t.confirmArticle })).getByRole('button', {
        name: texts.common.delete,
      }),
    );
    expect(await screen.findByText(t.emptyArticles)).toBeInTheDocument();
  });

  it('says why a rejected article is not published, and marks one under review or removed by a moderator', async () => {
    open(
      '/user/articles',
      on(getUserPosts, () =>
        ownList([
          ownArticle(1, {
            article_name: 'Rejected with a reason',
            status: 'rejected',
            status_reason: 'Too short.',
          }),
          ownArticle(2, { article_name: 'Rejected', status: 'rejected' }),
          ownArticle(3, { article_name: 'Reported', status: 'published', moderation: 'review' }),
          ownArticle(4, { article_name: 'Taken down', status: 'published', moderation: 'removed' }),
          ownArticle(5, { article_name: 'Fine', status: 'published' }),
        ]),
      ),
    );
    const items = within(await screen.findByRole('list', { name: t.articles })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Not published: Too short.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Not published')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Under review')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent(t.underReviewHint);
    expect(within(items[3]!).getByText('Removed by a moderator')).toBeInTheDocument();
    for (const text of ['Not published', 'Under review', 'Removed by a moderator'])
      expect(within(items[4]!).queryByText(text, { exact: false })).not.toBeInTheDocument();
  });

  it("says 'No posts found.' for an empty list and 'Failed to load posts.' when it cannot be read", async () => {
    open(
      '/user/articles',
      on(getUserPosts, () => ownList([], account.posts.none)),
    );
    expect(await screen.findByText(account.posts.none)).toBeInTheDocument();
    cleanUpPage();
    open(
      '/user/articles',
      on(getUserPosts, () => serverFailure()),
    );
    expect(await screen.findByText(account.posts.failed)).toBeInTheDocument();
  });
});
