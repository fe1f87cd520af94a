import { act, screen, within } from '@testing-library/react';
import { texts } from 'shared-ui';
import type { MediaProcessing as Processing } from 'shared-ui/contracts/entities';
import { getUserMusic, getUserReels } from 'shared-ui/contracts/users';
import { account } from 'shared-ui/texts/account';
import { on } from '../../../../jest/fake-api.ts';
import { ownList, ownReel, song } from '../../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../../test/render-page.tsx';
import { MyMusicPage, MyReelsPage } from './my-lists.tsx';
import { PROCESSING_POLL_MS } from './processing.tsx';

const t = account.lists;
const pages = { '/user/music': <MyMusicPage />, '/user/reels': <MyReelsPage /> };

const making = (progress: number): Processing => ({ state: 'processing', progress, error: null });
const READY: Processing = { state: 'ready', progress: 100, error: null };

/** Song 5 in the state given, beside song 6 that is ready. */
const songsWith = (processing: Processing) => [
  song(5, { song_title: 'Ngoma ya Pwani', processing }),
  song(6, { song_title: 'Mwezi', processing: READY }),
];

/** An own list's answers, one a reading: the next of `answers` each time (the last one again after). */
const readings = <T,>(answers: T[][]) => {
  let reading = 0;
  return () => ownList(answers[Math.min(reading++, answers.length - 1)]!);
};

/** Lets the clock run one polling round and the answer it asks for come back. */
const nextRound = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS);
  });

describe('an upload in the making, in its owner’s list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    cleanUpPage();
  });

  it("says 'Processing…' with its progress, reads the list again every few seconds until it is ready, then stops", async () => {
    const { sent } = renderPage('/user/music?userid=7', pages, [
      on(getUserMusic, readings([songsWith(making(40)), songsWith(making(80)), songsWith(READY)])),
    ]);
    const list = await screen.findByRole('list', { name: t.music });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText(t.processing)).toBeInTheDocument();
    expect(t.processing).toBe('Processing…');
    expect(within(first!).getByRole('progressbar', { name: t.processingProgress(40) })).toHaveAttribute(
      'value',
      '40',
    );
    expect(within(second!).queryByText(t.processing)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await nextRound();
    expect(within(first!).getByRole('progressbar', { name: t.processingProgress(80) })).toBeInTheDocument();
    expect(sent).toHaveLength(2);

    await nextRound();
    expect(sent).toHaveLength(3);
    expect(screen.queryByText(t.processing)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // Nothing in the making: no more readings.
    await nextRound();
    await nextRound();
    expect(sent).toHaveLength(3);
  });

  it('reads nothing again when nothing is in the making', async () => {
    const { sent } = renderPage('/user/music?userid=7', pages, [
      on(getUserMusic, readings([songsWith(READY)])),
    ]);
    await screen.findByRole('list', { name: t.music });
    await nextRound();
    await nextRound();
    expect(sent).toHaveLength(1);
  });

  it('stops reading when the owner leaves the page', async () => {
    const { sent, unmount } = renderPage('/user/music?userid=7', pages, [
      on(getUserMusic, readings([songsWith(making(10))])),
    ]);
    await screen.findByText(t.processing);
    unmount();
    await nextRound();
    await nextRound();
    expect(sent).toHaveLength(1);
  });

  it("shows the owner's reason when it could not be made, and a reel's video only once it is ready", async () => {
    const failed: Processing = {
      state: 'failed',
      progress: 0,
      error: 'We could not process this video: it is longer than 3 minutes.',
    };
    const reels = [
      ownReel(1, { description: 'Too long', processing: failed }),
      ownReel(2, { description: 'Still cooking', processing: making(5) }),
      ownReel(3, { description: 'Ready', video_normal_url: 'ready-720.mp4', poster: 'ready.webp' }),
    ];
    renderPage('/user/reels?userid=7', pages, [on(getUserReels, readings([reels]))]);
    const [tooLong, cooking, ready] = within(
      await screen.findByRole('list', { name: texts.reels.heading }),
    ).getAllByRole('listitem');
    expect(within(tooLong!).getByText(failed.error!)).toBeInTheDocument();
    expect(tooLong!.querySelector('video')).toBeNull();
    expect(within(cooking!).getByText(t.processing)).toBeInTheDocument();
    expect(cooking!.querySelector('video')).toBeNull();
    const video = ready!.querySelector('video')!;
    expect(video.getAttribute('src')).toMatch(/\/api\/videos\/ready-720\.mp4$/);
    expect(video.getAttribute('poster')).toMatch(/\/api\/images\/ready-w480\.webp$/);
  });

  it('takes away an item in the making that the server has given up and removed', async () => {
    const gone = [songsWith(making(30)), songsWith(READY).slice(1)];
    renderPage('/user/music?userid=7', pages, [on(getUserMusic, readings(gone))]);
    expect(await screen.findByText('Ngoma ya Pwani')).toBeInTheDocument();
    await nextRound();
    expect(screen.queryByText('Ngoma ya Pwani')).not.toBeInTheDocument();
    expect(screen.getByText('Mwezi')).toBeInTheDocument();
  });
});
