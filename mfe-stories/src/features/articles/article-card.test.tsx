import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts, useSession } from 'shared-ui';
import { addComment, followUser, getComments, unfollowUser } from 'shared-ui/contracts/pages';
import { getFollowing, login } from 'shared-ui/contracts/users';
import { auth } from 'shared-ui/texts/auth';
import { stories } from 'shared-ui/texts/stories';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { Notices, useNotice } from '../../shared/notice.tsx';
import { article, comment, commentsPage } from '../../test/fixtures.ts';
import { renderAt, resetAll, signIn } from '../../test/render.tsx';
import type { StoryArticle } from './api.ts';
import { ArticleCard } from './article-card.tsx';

const t = stories;
const COMMENTS = [
  comment(2, { user_id: null, user_name: 'Guest', comment: 'Asante sana!' }),
  comment(1, { comment: 'Beautiful forest.', created_at: '2026-03-12T10:00:00.000Z' }),
];

/** Following the author: the server's answer with the author's new count. */
const follows = (followersCount: number) => ({
  success: true as const,
  message: followersCount > 0 ? stories.follow.following : stories.follow.unfollowed,
  followersCount,
});

function show(story: StoryArticle, ...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  renderAt(
    '/articles',
    <>
      <ArticleCard article={story} />
      <Notices />
    </>,
  );
  return sent;
}

describe('article card', () => {
  afterEach(() => {
    resetAll();
    act(() => useNotice.getState().clear());
  });

  describe('follow', () => {
    it("asks a guest to log in ('Please log in to follow an author.'), then follows once they have", async () => {
      const sent = show(
        article(1),
        on(login, () => ({
          status: 'success',
          message: auth.loginSuccess,
          user: { id: 9, username: 'Zawadi', email: 'z@example.com', role: 'member' },
        })),
        on(getFollowing, () => ({ success: true, following: [] })),
        on(followUser, () => follows(1)),
      );
      await userEvent.click(screen.getByRole('button', { name: t.card.followNamed('Amina Mwende') }));
      const dialog = await screen.findByRole('dialog', { name: auth.loginTitle });
      expect(within(dialog).getByText(stories.follow.loginRequired)).toBeInTheDocument();
      expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

      await userEvent.type(within(dialog).getByLabelText(auth.email), 'z@example.com');
      await userEvent.type(within(dialog).getByLabelText(auth.password), 'pamoja-2026');
      await userEvent.click(within(dialog).getByRole('button', { name: auth.login }));
      expect(await screen.findByText(stories.follow.following)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.card.unfollowNamed('Amina Mwende') })).toBeInTheDocument();
      expect(sent.at(-1)).toMatchObject({ endpoint: followUser, body: { userId: 9, authorId: 3 } });
    });

    it('closes the login prompt and follows nothing when the guest closes it', async () => {
      const sent = show(article(1));
      await userEvent.click(screen.getByRole('button', { name: t.card.followNamed('Amina Mwende') }));
      const dialog = await screen.findByRole('dialog', { name: auth.loginTitle });
      await userEvent.click(within(dialog).getByRole('button', { name: texts.common.close }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    });

    it('follows and unfollows for a member, with the texts of each, keeping the list in the session', async () => {
      signIn({ following: [] });
      const sent = show(
        article(1),
        on(followUser, () => follows(1)),
        on(unfollowUser, () => follows(0)),
      );
      await userEvent.click(screen.getByRole('button', { name: t.card.followNamed('Amina Mwende') }));
      expect(await screen.findByText(stories.follow.following)).toBeInTheDocument();
      expect(useSession.getState().user?.following).toEqual([3]);
      await userEvent.click(screen.getByRole('button', { name: t.card.unfollowNamed('Amina Mwende') }));
      expect(await screen.findByText(stories.follow.unfollowed)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.card.followNamed('Amina Mwende') })).toBeInTheDocument();
      const posts = sent.filter((request) => request.method === 'POST');
      expect(posts.map((request) => [request.endpoint, request.body])).toEqual([
        [followUser, { userId: 9, authorId: 3 }],
        [unfollowUser, { userId: 9, authorId: 3 }],
      ]);
    });

    it('asks the server which authors a member follows when the session does not say', async () => {
      signIn({ id: 11 });
      act(() => useSession.setState((state) => ({ user: { ...state.user!, following: undefined } })));
      show(
        article(1),
        on(getFollowing, () => ({ success: true, following: [3] })),
      );
      expect(
        await screen.findByRole('button', { name: t.card.unfollowNamed('Amina Mwende') }),
      ).toBeInTheDocument();
    });

    it('offers no Follow on the member’s own article', () => {
      signIn({ id: 3 });
      show(article(1));
      expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    });
  });

  describe('comments', () => {
    it('opens from the count over the media, lists the comments and adds one; a blank one is ignored', async () => {
      const sent = show(
        article(1, { image_url1: 'a.webp' }),
        on(getComments, () => commentsPage(COMMENTS)),
        on(addComment, () => ({
          success: true,
          message: 'Comment added.',
          comment: comment(3, {
            user_id: null,
            user_name: 'Guest',
            comment: 'Karibu',
            created_at: '2026-03-14T10:00:00Z',
          }),
          comments_count: 3,
        })),
      );
      const count = screen.getByRole('button', { name: t.card.comments(2) });
      expect(count).toHaveClass('stories-action--overlay');
      await userEvent.click(count);
      const list = await screen.findByRole('list', { name: t.comments.title });
      expect(within(list).getByText('Asante sana!')).toBeInTheDocument();
      expect(within(list).getByText('Baraka')).toBeInTheDocument();

      const field = screen.getByRole('textbox', { name: t.comments.field });
      await userEvent.type(field, '   ');
      await userEvent.click(screen.getByRole('button', { name: t.comments.post }));
      expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

      await userEvent.clear(field);
      await userEvent.type(field, ' Karibu ');
      await userEvent.click(screen.getByRole('button', { name: t.comments.post }));
      expect(await within(list).findByText('Karibu')).toBeInTheDocument();
      expect(field).toHaveValue('');
      expect(screen.getByRole('button', { name: t.card.comments(3) })).toBeInTheDocument();
      expect(sent.at(-1)!.body).toEqual({ articleId: 1, comment: 'Karibu', userId: null });
    });

    it("keeps the text and says 'Failed to add comment.' when the comment is not saved", async () => {
      signIn();
      const sent = show(
        article(1),
        on(getComments, () => commentsPage([])),
        on(addComment, (call) => call.answer(400, { success: false, message: 'No.' })),
      );
      await userEvent.click(screen.getByRole('button', { name: t.card.comments(2) }));
      expect(await screen.findByText(t.comments.none)).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: t.comments.field }), 'Habari');
      await userEvent.click(screen.getByRole('button', { name: t.comments.post }));
      expect(await screen.findByText(texts.comments.failed)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: t.comments.field })).toHaveValue('Habari');
      expect(sent.at(-1)!.body).toEqual({ articleId: 1, comment: 'Habari', userId: 9 });
    });
  });

  it("shows the author's profile picture as a thumbnail, and initials without one", () => {
    show(article(1, { profile_image: 'me.webp' }));
    const avatar = document.querySelector('img.ui-avatar');
    expect(avatar).toHaveAttribute('src', `${location.origin}/api/users/me-w160.webp`);
    resetAll();
    show(article(2));
    expect(screen.getAllByText('AM').length).toBeGreaterThan(0);
  });

  describe('media carousel', () => {
    const story = article(1, { image_url1: 'a.webp', image_url2: 'b.webp', video_url1: 'v.mp4' });

    it('shows one item at a time with Previous and Next, pictures at the card’s size and videos not preloaded', async () => {
      show(story);
      const first = screen.getByRole('img', { name: t.media.picture('Story 1', 1, 2) });
      expect(first).toHaveAttribute('src', `${location.origin}/api/images/a.webp`);
      expect(first).toHaveAttribute(
        'srcset',
        `${location.origin}/api/images/a-w480.webp 480w, ${location.origin}/api/images/a.webp 1280w`,
      );
      expect(first).toHaveAttribute('sizes');
      expect(first).toHaveAttribute('loading', 'lazy');
      expect(screen.getByText(t.media.position(1, 3))).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: t.media.next }));
      expect(screen.getByRole('img', { name: t.media.picture('Story 1', 2, 2) })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: t.media.next }));
      const video = screen.getByLabelText(t.media.video('Story 1', 1));
      expect(video.tagName).toBe('VIDEO');
      expect(video).toHaveAttribute('preload', 'none');
      await userEvent.click(screen.getByRole('button', { name: t.media.previous }));
      expect(screen.getByText(t.media.position(2, 3))).toBeInTheDocument();
    });

    it('moves on a swipe', () => {
      show(story);
      const frame = screen.getByRole('img', { name: t.media.picture('Story 1', 1, 2) }).closest('div')!;
      fireEvent.touchStart(frame, { changedTouches: [{ clientX: 200 }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 100 }] });
      expect(screen.getByText(t.media.position(2, 3))).toBeInTheDocument();
      fireEvent.touchStart(frame, { changedTouches: [{ clientX: 100 }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 200 }] });
      expect(screen.getByText(t.media.position(1, 3))).toBeInTheDocument();
    });

    it('moves with the arrow keys', async () => {
      show(story);
      screen.getByRole('button', { name: t.media.next }).focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByText(t.media.position(2, 3))).toBeInTheDocument();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByText(t.media.position(3, 3))).toBeInTheDocument();
    });

    it('enlarges a picture on a click', async () => {
      show(story);
      await userEvent.click(
        screen.getByRole('button', { name: t.media.enlarge(t.media.picture('Story 1', 1, 2)) }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('img')).toHaveAttribute('src', `${location.origin}/api/images/a.webp`);
    });

    it("says 'Sorry, the media failed to load.' in place of a picture that fails", () => {
      show(story);
      fireEvent.error(screen.getByRole('img', { name: t.media.picture('Story 1', 1, 2) }));
      expect(screen.getByText(stories.articles.mediaFailed)).toBeInTheDocument();
    });

    it('shows no carousel and puts the comments count among the actions without media', () => {
      show(article(1));
      expect(screen.queryByRole('group', { name: t.media.label('Story 1') })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.card.comments(2) })).not.toHaveClass(
        'stories-action--overlay',
      );
    });
  });
});
