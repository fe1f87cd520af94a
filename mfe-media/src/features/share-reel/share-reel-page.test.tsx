import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getReel } from 'shared-ui/contracts/reels';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { reel } from '../../test/fixtures.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { reelRead } from '../reels/api.ts';
import { ShareReelPage } from './share-reel-page.tsx';

const REEL = reel(3, {
  description: 'Chakacha practice for the festival.',
  likes_count: 57,
  user_id: 2,
});

function renderAt(path: string, route: FakeRoute) {
  const asked = fakeApi(route);
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/share-reel/:reelId" element={<ShareReelPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return Object.assign(asked, { unmount });
}

describe('shared reel page', () => {
  it('shows the one reel with its description, its likes and share, and a way into the feed', async () => {
    const asked = renderAt(
      '/share-reel/3',
      on(getReel, () => ({ status: 'success', reel: REEL })),
    );
    expect(await screen.findByText(REEL.description, { selector: 'p' })).toBeInTheDocument();
    expect(asked[0]?.query.toString()).toBe('id=3');
    expect(screen.getByLabelText(REEL.description, { selector: 'video' })).toHaveAttribute(
      'src',
      'http://localhost/api/videos/clip3.mp4',
    );
    expect(
      screen.getByRole('button', { name: `${media.reels.like} ${media.reels.likes(57)}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.sharedReel.more })).toHaveAttribute('href', '/reels');
    expect(screen.getByRole('button', { name: report.button })).toBeInTheDocument();
  });

  it('shows its poster and plays the normal copy; in low-data mode the small copy, nothing loaded before play', async () => {
    const prepared = {
      ...REEL,
      video_normal_url: 'clip3-720.mp4',
      video_low_url: 'clip3-360.mp4',
      poster: 'poster3.webp',
    };
    const answer = on(getReel, () => ({ status: 'success', reel: prepared }));
    const view = renderAt('/share-reel/3', answer);
    const video = await screen.findByLabelText(REEL.description, { selector: 'video' });
    expect(video).toHaveAttribute('poster', 'http://localhost/api/images/poster3-w480.webp');
    expect(video).toHaveAttribute('src', 'http://localhost/api/videos/clip3-720.mp4');
    view.unmount();

    document.cookie = 'lowData=on; path=/';
    renderAt('/share-reel/3', answer);
    const small = await screen.findByLabelText(REEL.description, { selector: 'video' });
    expect(small).toHaveAttribute('poster', 'http://localhost/api/images/poster3-w480.webp');
    expect(small).toHaveAttribute('src', 'http://localhost/api/videos/clip3-360.mp4');
    expect(small).toHaveAttribute('preload', 'none');
  });

  it('says a reel the moderators removed has been removed, with the way into the feed', async () => {
    renderAt(
      '/share-reel/3',
      on(getReel, (call) => call.answer(410, { status: 'error', message: report.removed })),
    );
    expect(await screen.findByText(report.removed)).toBeInTheDocument();
    expect(screen.queryByText(media.sharedReel.notFound)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.sharedReel.more })).toBeInTheDocument();
  });

  it('says when the reel is not there, still with the way into the feed', async () => {
    renderAt(
      '/share-reel/99',
      on(getReel, (call) => call.answer(404, { status: 'error', message: 'Reel not found.' })),
    );
    expect(await screen.findByText(media.sharedReel.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.sharedReel.more })).toBeInTheDocument();
  });
});

describe('shared reel page, from the answer its document came with', () => {
  const page = (
    <MemoryRouter initialEntries={['/share-reel/3']}>
      <Routes>
        <Route path="/share-reel/:reelId" element={<ShareReelPage />} />
      </Routes>
    </MemoryRouter>
  );

  it('shows the reel in its first render, reading nothing; the device’s like shows once hydrated', async () => {
    localStorage.setItem('likedReels', '[3]');
    const served = await serveAndHydrate(page, { [reelRead('3')]: { status: 'success', reel: REEL } });
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    expect(server.getByText(REEL.description, { selector: 'p' })).toBeInTheDocument();
    expect(server.getByLabelText(REEL.description, { selector: 'video' })).toHaveAttribute(
      'src',
      'http://localhost/api/videos/clip3.mp4',
    );
    expect(
      server.getByRole('button', { name: `${media.reels.like} ${media.reels.likes(57)}` }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(server.getByRole('link', { name: media.sharedReel.more })).toHaveAttribute('href', '/reels');

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    expect(
      within(served.container).getByRole('button', {
        name: `${media.reels.unlike} ${media.reels.likes(57)}`,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the reel when the document came without it', async () => {
    carryAnswers({});
    const asked = renderAt(
      '/share-reel/3',
      on(getReel, () => ({ status: 'success', reel: REEL })),
    );
    expect(await screen.findByText(REEL.description, { selector: 'p' })).toBeInTheDocument();
    expect(readsIn(asked)).toEqual([reelRead('3')]);
  });
});
