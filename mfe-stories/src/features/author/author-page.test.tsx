import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { stories } from 'shared-ui/texts/stories';
import { article, fakeApi, renderAt, resetAll, signIn } from '../../shared/fake-api.tsx';
import { AuthorPage } from './author-page.tsx';

const t = stories.author;
const PROFILE = {
  user_id: 3,
  username: 'Amina Mwende',
  age: 34,
  place_of_birth: 'Kaloleni',
  skills: 'Weaving',
  career: 'Teacher',
  experience: null,
  education: '',
  profile_image: 'default-profile.svg',
};

function open(handlers = {}) {
  const sent = fakeApi({
    'users/get_user_profile.php': () => Response.json({ status: 'success', profile: PROFILE }),
    'users/get_user_stats.php': () => Response.json({ followersCount: 4, followingCount: 2 }),
    'pages/get_articles.php': () => Response.json({ status: 'success', articles: [article(1), article(2)] }),
    ...handlers,
  });
  renderAt(
    '/author/3',
    <Routes>
      <Route path="/author/:userId" element={<AuthorPage />} />
    </Routes>,
  );
  return sent;
}

const figure = (name: string) => screen.getByText(name).nextElementSibling;

describe('author page', () => {
  afterEach(resetAll);

  it('shows the public profile, the figures and the published articles', async () => {
    const sent = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Mwende' })).toBeInTheDocument();
    expect(figure(t.followers)).toHaveTextContent('4');
    expect(figure(t.following)).toHaveTextContent('2');
    expect(figure(t.age)).toHaveTextContent('34');
    expect(figure(t.placeOfBirth)).toHaveTextContent('Kaloleni');
    expect(figure(t.career)).toHaveTextContent('Teacher');
    expect(screen.queryByText(t.experience)).not.toBeInTheDocument();
    expect(screen.queryByText(t.education)).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t.articlesOf('Amina Mwende') });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const read = sent.find((request) => request.path === 'pages/get_articles.php')!;
    expect(read.query.get('user_id')).toBe('3');
    expect(read.query.get('priority')).toBe('user');
  });

  it('a member follows the author and the followers figure follows', async () => {
    signIn({ following: [] });
    open({ 'pages/follow_user.php': () => Response.json({ success: true, followersCount: 5 }) });
    await screen.findByRole('heading', { level: 1, name: 'Amina Mwende' });
    // The page's own button comes first, before those of the author's article cards.
    const [follow] = await screen.findAllByRole('button', { name: stories.card.followNamed('Amina Mwende') });
    await userEvent.click(follow!);
    expect(
      (await screen.findAllByRole('button', { name: stories.card.unfollowNamed('Amina Mwende') }))[0],
    ).toBeInTheDocument();
    expect(figure(t.followers)).toHaveTextContent('5');
  });

  it('says so for an unknown author', async () => {
    open({
      'users/get_user_profile.php': () => Response.json({ status: 'error', message: 'No.' }, { status: 404 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeInTheDocument();
  });

  it('shows the empty text when the author has published nothing', async () => {
    open({ 'pages/get_articles.php': () => Response.json({ status: 'success', articles: [] }) });
    expect(await screen.findByText(t.noArticles)).toBeInTheDocument();
  });
});
