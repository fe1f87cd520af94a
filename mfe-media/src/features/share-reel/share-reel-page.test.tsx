import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { media } from 'shared-ui/texts/media';
import { answerApi, resetApi } from '../../shared/test-api.ts';
import { ShareReelPage } from './share-reel-page.tsx';

const REEL = {
  id: 3,
  description: 'Chakacha practice for the festival.',
  status: 'published',
  likes_count: 57,
  created_at: '2026-05-01T10:00:00Z',
  video: 'clip3.mp4',
  user_id: 2,
  user_name: 'Dama Kazungu',
};

function renderAt(path: string, answer: () => Response) {
  const asked = answerApi(answer);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/share-reel/:reelId" element={<ShareReelPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return asked;
}

describe('shared reel page', () => {
  afterEach(resetApi);

  it('shows the one reel with its description, its likes and share, and a way into the feed', async () => {
    const asked = renderAt('/share-reel/3', () => Response.json({ status: 'success', reel: REEL }));
    expect(await screen.findByText(REEL.description, { selector: 'p' })).toBeInTheDocument();
    expect(asked[0]?.url.search).toBe('?id=3');
    expect(screen.getByLabelText(REEL.description, { selector: 'video' })).toHaveAttribute(
      'src',
      'http://localhost/api/videos/clip3.mp4',
    );
    expect(
      screen.getByRole('button', { name: `${media.reels.like} ${media.reels.likes(57)}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.sharedReel.more })).toHaveAttribute('href', '/reels');
  });

  it('says when the reel is not there, still with the way into the feed', async () => {
    renderAt('/share-reel/99', () =>
      Response.json({ status: 'error', message: 'Reel not found.' }, { status: 404 }),
    );
    expect(await screen.findByText(media.sharedReel.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: media.sharedReel.more })).toBeInTheDocument();
  });
});
