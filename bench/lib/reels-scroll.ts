/**
 * What scrolling through the reels feed downloads: the feed is made 10 reels long (the bench
 * member posts the demo clips again), then a phone-sized page moves through it reel by reel and
 * the video bytes transferred are counted, beside what the 10 videos weigh in full. The feed
 * loads only the visible reel and the next one's first bytes, so it stays near what was watched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { media as texts } from 'shared-ui/texts/media';
import { memberSession } from './api.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as reelsApi from 'shared-ui/contracts/reels';

export interface ReelsScroll {
  reels: number;
  videoBytes: number;
  fullVideosBytes: number;
  videoRequests: number;
}

const REELS = 10;
const CLIP = path.join(import.meta.dirname, '../../api/src/db/seed/assets/dance.mp4');

interface FeedAnswer {
  data: { video: string }[];
}

async function feed(baseUrl: string): Promise<{ video: string }[]> {
  const answer = (await (
    await fetch(`${baseUrl}${addressOf(reelsApi.getReels, { query: { page: 1 } })}`)
  ).json()) as FeedAnswer;
  return answer.data;
}

/** Posts reels until the first page of the feed holds 10. */
async function fillFeed(baseUrl: string): Promise<void> {
  const { cookie, userId } = await memberSession(baseUrl);
  const clip = new Blob([readFileSync(CLIP)], { type: 'video/mp4' });
  for (let have = (await feed(baseUrl)).length; have < REELS; have += 1) {
    const form = new FormData();
    form.set('user_id', String(userId));
    form.set('description', `Bench reel ${have + 1}`);
    form.set('video1', clip, 'bench.mp4');
    const response = await fetch(`${baseUrl}${addressOf(reelsApi.createReel)}`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!response.ok) throw new Error(`a bench reel could not be posted (${response.status})`);
  }
}

export async function measureReelsScroll(browser: Browser, baseUrl: string): Promise<ReelsScroll> {
  await fillFeed(baseUrl);
  const videos = (await feed(baseUrl)).slice(0, REELS);
  let fullVideosBytes = 0;
  for (const { video } of videos) {
    const head = await fetch(`${baseUrl}/api/videos/${video}`, { method: 'HEAD' });
    fullVideosBytes += Number(head.headers.get('content-length') ?? 0);
  }

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const media = new Set<string>();
  const received = new Map<string, number>();
  let videoBytes = 0;
  let videoRequests = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.includes('/api/videos/')) media.add(event.requestId);
  });
  const count = (requestId: string, bytes: number) => {
    if (!media.has(requestId)) return;
    media.delete(requestId);
    videoRequests += 1;
    videoBytes += bytes;
  };
  cdp.on('Network.loadingFinished', (event) => count(event.requestId, event.encodedDataLength));
  // A video the player stops reading (or that leaves the page) ends as a failed load.
  cdp.on('Network.loadingFailed', (event) => count(event.requestId, received.get(event.requestId) ?? 0));
  cdp.on('Network.dataReceived', (event) => {
    if (media.has(event.requestId))
      received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
  });

  await page.goto(`${baseUrl}/reels`, { waitUntil: 'load' });
  const list = page.getByRole('list', { name: texts.reels.feed });
  await list.waitFor({ timeout: 30_000 });
  await list.focus();
  for (let reel = 1; reel < REELS; reel += 1) {
    await page.waitForTimeout(1500);
    await page.keyboard.press('ArrowDown');
  }
  await page.waitForTimeout(1500);
  // Loads still open or cut short count what they received.
  for (const [requestId, bytes] of received) if (media.has(requestId)) count(requestId, bytes);
  await context.close();
  return { reels: REELS, videoBytes, fullVideosBytes, videoRequests };
}
