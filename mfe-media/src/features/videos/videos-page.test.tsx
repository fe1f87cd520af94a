import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { texts, useSession } from 'shared-ui';
import type { FeaturedVideo } from 'shared-ui/contracts';
import { fetchMetadata, likeVideo, postComment, viewVideo } from 'shared-ui/contracts/youtube';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { fakeApi, networkFailure, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { withPicturesFailed } from '../../../../jest/failed-pictures.ts';
import { featuredComment, featuredVideo } from '../../test/fixtures.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { featuredRead } from './api.ts';
import { VideosPage } from './videos-page.tsx';

const t = media.videos;
const LONG =
  'Elders of the nine Mijikenda tribes share proverbs, songs and the stories behind them, told by the fire.';

const comments = Array.from({ length: 7 }, (_, index) =>
  featuredComment(10 + index, { username: `Member ${index + 1}`, comment: `Comment ${index + 1}` }),
);

const VIDEOS: FeaturedVideo[] = [
  featuredVideo(1, {
    video_name: 'Voices of the nine tribes',
    video_url: 'https://www.youtube.com/watch?v=Kx9pR2mTq4A',
    description: LONG,
    views: 540,
    total_likes: 43,
    comments,
  }),
  featuredVideo(2, {
    video_name: 'Chakacha dance night',
    video_url: '/api/videos/dance.mp4',
    description: 'Highlights.',
    views: 1,
    total_likes: 0,
    created_at: '2026-04-01T10:00:00Z',
  }),
];

const defaults = [
  on(fetchMetadata, () => ({ success: true, videos: VIDEOS })),
  on(likeVideo, () => ({ success: true, total_likes: 44, message: 'Thanks' })),
  on(viewVideo, () => ({ success: true, views: 541 })),
  on(postComment, () => ({
    success: true,
    new_comment_id: 99,
    username: 'Guest',
    message: 'Comment added.',
  })),
];

/** The page with the API answering by `routes`, then by the defaults. */
function renderPage(...routes: FakeRoute[]) {
  const asked = fakeApi(...routes, ...defaults);
  render(
    <MemoryRouter>
      <VideosPage />
    </MemoryRouter>,
  );
  return asked;
}

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement);

describe('featured videos', () => {
  afterEach(() => act(() => useSession.getState().signOut()));

  it("shows each video's name, view count and description cut at 90 characters, with its thumbnail and no player", async () => {
    renderPage();
    const first = await card('Voices of the nine tribes');
    expect(first.getByText(t.views(540))).toBeInTheDocument();
    expect(first.getByText(`${LONG.slice(0, 90).trimEnd()}…`)).toBeInTheDocument();
    expect(
      first.getByRole('button', { name: t.play('Voices of the nine tribes') }).querySelector('img'),
    ).toHaveAttribute('src', 'https://i.ytimg.com/vi/Kx9pR2mTq4A/hqdefault.jpg');
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it("shows a plain placeholder where the thumbnail cannot load, and YouTube's no-cookie player only on a click", async () => {
    const asked = renderPage();
    const first = await card('Voices of the nine tribes');
    const poster = first.getByRole('button', { name: t.play('Voices of the nine tribes') });
    fireEvent.error(poster.querySelector('img')!);
    expect(poster.querySelector('img')).toBeNull();

    await userEvent.click(poster);
    expect(first.getByTitle(t.player('Voices of the nine tribes'))).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Kx9pR2mTq4A?autoplay=1&rel=0',
    );
    expect(await first.findByText(t.views(541))).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ method: 'POST', body: { video_id: 1 } });
  });

  it("plays the site's own video on a click", async () => {
    renderPage();
    const second = await card('Chakacha dance night');
    await userEvent.click(second.getByRole('button', { name: t.play('Chakacha dance night') }));
    expect(second.getByLabelText(t.player('Chakacha dance night'))).toHaveAttribute(
      'src',
      '/api/videos/dance.mp4',
    );
  });

  it('likes a video once per device, with a 1.5 s heart; a second like says it was liked already', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    const first = await card('Voices of the nine tribes');
    await user.click(first.getByRole('button', { name: `${t.like} ${t.likes(43)}` }));
    const liked = await first.findByRole('button', { name: `${t.like} ${t.likes(44)}` });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked.querySelector('.media-heart--beat')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1500));
    expect(liked.querySelector('.media-heart--beat')).toBeNull();
    expect(JSON.parse(localStorage.getItem('likedVideos') ?? '[]')).toEqual([1]);

    await user.click(liked);
    expect(first.getByText(media.videos.alreadyLiked)).toBeInTheDocument();
    expect(first.getByRole('button', { name: `${t.like} ${t.likes(44)}` })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it("says 'Error liking video: ...' with the server's message", async () => {
    renderPage(on(likeVideo, (call) => call.answer(404, { success: false, message: 'Video not found.' })));
    const first = await card('Voices of the nine tribes');
    await userEvent.click(first.getByRole('button', { name: `${t.like} ${t.likes(43)}` }));
    expect(await first.findByRole('alert')).toHaveTextContent(media.videos.likeError('Video not found.'));
    expect(localStorage.getItem('likedVideos')).toBeNull();
  });

  it('shares by showing the link', async () => {
    renderPage();
    const first = await card('Voices of the nine tribes');
    await userEvent.click(first.getByRole('button', { name: t.share }));
    expect(first.getByRole('textbox', { name: t.shareLink })).toHaveValue('http://localhost/meta#video-1');
  });

  it('toggles the comments: 5 show, Show More adds 5', async () => {
    renderPage();
    const first = await card('Voices of the nine tribes');
    expect(first.queryByRole('list', { name: t.comments })).not.toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: t.showComments(7) }));
    const list = first.getByRole('list', { name: t.comments });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(first.getByRole('button', { name: t.showMore }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(first.queryByRole('button', { name: t.showMore })).not.toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: t.hideComments }));
    expect(first.queryByRole('list', { name: t.comments })).not.toBeInTheDocument();

    const second = await card('Chakacha dance night');
    await userEvent.click(second.getByRole('button', { name: t.showComments(0) }));
    expect(second.getByText(t.noComments)).toBeInTheDocument();
  });

  it('has a Report button on each comment but the viewer’s own, including one just posted', async () => {
    act(() => useSession.getState().signIn({ id: 21, username: 'Member 1', email: 'm1@example.com' }));
    renderPage(
      on(fetchMetadata, () => ({
        success: true,
        videos: [
          featuredVideo(1, {
            comments: [
              featuredComment(1, { comment: 'Mine' }),
              featuredComment(2, { user_id: null, comment: 'A guest’s' }),
            ],
          }),
        ],
      })),
    );
    const first = await card('Video 1');
    await userEvent.click(first.getByRole('button', { name: t.showComments(2) }));
    const items = () => within(first.getByRole('list', { name: t.comments })).getAllByRole('listitem');
    expect(
      items().map((item) => within(item).queryByRole('button', { name: report.button }) !== null),
    ).toEqual([false, true]);
    await userEvent.type(first.getByRole('textbox', { name: t.commentLabel }), 'Karibu');
    await userEvent.click(first.getByRole('button', { name: t.post }));
    expect(await first.findByText('Karibu')).toBeInTheDocument();
    expect(
      within(items().find((item) => item.textContent?.includes('Karibu'))!).queryByRole('button'),
    ).toBeNull();
  });

  it('posts a comment with an emoji from the 50 of the picker; a blank one is ignored', async () => {
    const asked = renderPage();
    const second = await card('Chakacha dance night');
    await userEvent.click(second.getByRole('button', { name: t.showComments(0) }));
    await userEvent.click(second.getByRole('button', { name: t.post }));
    expect(asked.filter((request) => request.method === 'POST')).toHaveLength(0);

    await userEvent.type(second.getByRole('textbox', { name: t.commentLabel }), 'Asante ');
    await userEvent.click(second.getByRole('button', { name: t.emojiPicker }));
    expect(within(second.getByRole('group', { name: t.emojis })).getAllByRole('button')).toHaveLength(50);
    await userEvent.click(second.getByRole('button', { name: t.insert('🎉') }));
    await userEvent.click(second.getByRole('button', { name: t.post }));

    expect(await second.findByText('Asante 🎉')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ body: { video_id: 2, comment: 'Asante 🎉', user_id: null } });
    expect(second.getByRole('textbox', { name: t.commentLabel })).toHaveValue('');
  });

  it("keeps the comment and says 'Failed to add comment.' when it cannot be posted", async () => {
    renderPage(on(postComment, networkFailure));
    const second = await card('Chakacha dance night');
    await userEvent.click(second.getByRole('button', { name: t.showComments(0) }));
    await userEvent.type(second.getByRole('textbox', { name: t.commentLabel }), 'Karibu');
    await userEvent.click(second.getByRole('button', { name: t.post }));
    expect(await second.findByRole('alert')).toHaveTextContent(texts.comments.failed);
    expect(second.getByRole('textbox', { name: t.commentLabel })).toHaveValue('Karibu');
  });

  it("says 'No YouTube videos found.' when there are none", async () => {
    renderPage(on(fetchMetadata, () => ({ success: true, videos: [] })));
    expect(await screen.findByText(texts.youtube.none)).toBeInTheDocument();
  });

  it("says 'Failed to fetch YouTube videos.' when they cannot be read", async () => {
    renderPage(on(fetchMetadata, networkFailure));
    expect(await screen.findByText(texts.youtube.failed)).toBeInTheDocument();
  });
});

describe('featured videos, from the answer the document came with', () => {
  const page = (
    <MemoryRouter>
      <VideosPage />
    </MemoryRouter>
  );

  it('shows every video in its first render, reading nothing; the device’s likes show once hydrated', async () => {
    localStorage.setItem('likedVideos', '[1]');
    const served = await serveAndHydrate(page, { [featuredRead()]: { success: true, videos: VIDEOS } });
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    const first = within(
      server.getByRole('heading', { name: 'Voices of the nine tribes' }).closest('article')!,
    );
    expect(first.getByText(t.views(540))).toBeInTheDocument();
    expect(first.getByRole('button', { name: t.play('Voices of the nine tribes') })).toBeInTheDocument();
    expect(first.getByRole('button', { name: `${t.like} ${t.likes(43)}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.getByRole('heading', { name: 'Chakacha dance night' })).toBeInTheDocument();

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    expect(
      within(served.container).getByRole('button', { name: `${t.like} ${t.likes(43)}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the plain placeholder once live where the thumbnail failed before', () =>
    withPicturesFailed('i.ytimg.com', async () => {
      const served = await serveAndHydrate(page, { [featuredRead()]: { success: true, videos: VIDEOS } });
      const play = { name: t.play('Voices of the nine tribes') };
      expect(queriesOf(served.markup).getByRole('button', play).querySelector('img')).not.toBeNull();
      expect(served.hydrationErrors).toEqual([]);
      expect(within(served.container).getByRole('button', play).querySelector('img')).toBeNull();
    }));

  it('reads the videos when the document came without them', async () => {
    carryAnswers({});
    const asked = renderPage();
    expect(await screen.findByRole('heading', { name: 'Chakacha dance night' })).toBeInTheDocument();
    expect(readsIn(asked)).toEqual([featuredRead()]);
  });
});
