import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { followUser, getArticles } from 'shared-ui/contracts/pages';
import { getUserProfile, getUserStats } from 'shared-ui/contracts/users';
import { stories } from 'shared-ui/texts/stories';
import { stories as storiesSw } from 'shared-ui/texts/sw/stories';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { authorArticlesRead } from '../articles/api.ts';
import { profileRead, statsRead } from './api.ts';
import { article, articlesPage, profile } from '../../test/fixtures.ts';
import { renderAt, resetAll, signIn } from '../../test/render.tsx';
import { translateTextsLate } from '../../../../jest/texts-translated-late.ts';
import { AuthorPage } from './author-page.tsx';

const t = stories.author;

/** The author page of member 3, the API answering by `routes` first (the first route of an endpoint answers it). */
function open(...routes: FakeRoute[]) {
  const sent = fakeApi(
    ...routes,
    on(getUserProfile, () => ({ status: 'success', profile: profile() })),
    on(getUserStats, () => ({ followersCount: 4, followingCount: 2 })),
    on(getArticles, () => articlesPage([article(1), article(2)])),
  );
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
    const read = sent.find((request) => request.endpoint === getArticles)!;
    expect(read.query.get('user_id')).toBe('3');
    expect(read.query.get('priority')).toBe('user');
  });

  it('a member follows the author and the followers figure follows', async () => {
    signIn({ following: [] });
    open(on(followUser, () => ({ success: true, message: stories.follow.following, followersCount: 5 })));
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
    open(on(getUserProfile, (call) => call.answer(404, { status: 'error', message: 'No.' })));
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeInTheDocument();
  });

  it('shows the empty text when the author has published nothing', async () => {
    open(on(getArticles, () => articlesPage([])));
    expect(await screen.findByText(t.noArticles)).toBeInTheDocument();
  });
});

describe('author page, from the answers its document came with', () => {
  afterEach(resetAll);

  const page = (
    <MemoryRouter initialEntries={['/author/3']}>
      <Routes>
        <Route path="/author/:userId" element={<AuthorPage />} />
      </Routes>
    </MemoryRouter>
  );
  const answers = {
    [profileRead('3')]: { status: 'success', profile: profile() },
    [statsRead('3')]: { followersCount: 4, followingCount: 2 },
    [authorArticlesRead('3')]: articlesPage([article(1), article(2, { status: 'pending' })]),
  };

  it('shows the profile, the figures and the published articles in its first render, reading none', async () => {
    const served = await serveAndHydrate(page, answers);
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    expect(server.getByRole('heading', { level: 1, name: 'Amina Mwende' })).toBeInTheDocument();
    expect(server.getByText(t.followers).nextElementSibling).toHaveTextContent('4');
    expect(server.getByText(t.career).nextElementSibling).toHaveTextContent('Teacher');
    const list = server.getByRole('list', { name: t.articlesOf('Amina Mwende') });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Story 1' })).toBeInTheDocument();

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
  });

  it('shows no figures when the document came without their answer, as when their read fails', async () => {
    const { [statsRead('3')]: _stats, ...withoutStats } = answers;
    const served = await serveAndHydrate(page, withoutStats);
    const server = queriesOf(served.markup);
    expect(server.getByRole('heading', { level: 1, name: 'Amina Mwende' })).toBeInTheDocument();
    expect(server.queryByText(t.followers)).not.toBeInTheDocument();
    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
  });

  it('reads the author when the document came without their profile', async () => {
    carryAnswers({ [statsRead('3')]: { followersCount: 9, followingCount: 0 } });
    const sent = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Mwende' })).toBeInTheDocument();
    expect(readsIn(sent)).toEqual(expect.arrayContaining([profileRead('3'), authorArticlesRead('3')]));
    // The figures' answer was the document's, taken by the read.
    expect(figure(t.followers)).toHaveTextContent('9');
  });
});

describe('author page in Kiswahili, its texts put in the language after its code loaded', () => {
  // As in the browser, where the page's code can load before the remote's catalogue does.
  translateTextsLate(() => import('../../languages/sw.ts'));
  afterEach(resetAll);

  it("labels the author's profile fields in Kiswahili", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Mwende' })).toBeInTheDocument();
    const sw = storiesSw.author;
    expect(figure(sw.age)).toHaveTextContent('34');
    expect(figure(sw.placeOfBirth)).toHaveTextContent('Kaloleni');
    expect(figure(sw.career)).toHaveTextContent('Teacher');
    await screen.findByRole('list', { name: sw.articlesOf('Amina Mwende') });
  });
});
