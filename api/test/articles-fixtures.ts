import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createArticle as createArticleEndpoint } from 'shared-ui/contracts/pages';
import type { App } from '../src/app.ts';
import { createArticle } from '../src/db/articles.repository.ts';
import type { NewArticle } from '../src/db/articles.table.ts';
import { callEndpoint } from './contract-call.ts';
import type { FilePart } from './multipart.ts';
import type { TestSession } from './session-helpers.ts';

export { jpeg, multipart } from './multipart.ts';

/** A real, whole MP4 (the demo seed's own): the upload checks that a video is whole. */
export { mp4 } from './media-helpers.ts';

export type UploadFile = FilePart;

/** The article form's text fields, valid unless overridden. */
export const articleFields = (userId: number, overrides: Record<string, string> = {}) => ({
  user_id: String(userId),
  article_name: 'Kaya morning',
  description: 'A walk to the edge of the forest with the elders.',
  category: 'Culture',
  subcategory: 'Kaya forests',
  status: 'published',
  likes_count: '999',
  ...overrides,
});

export const cookies = (session?: TestSession): Record<string, string> =>
  session ? { sid: session.cookie } : {};

/** The article form, sent as this session (or a guest). */
export async function postArticle(
  app: App,
  session: TestSession | undefined,
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
) {
  return callEndpoint(app, createArticleEndpoint, { form: { fields, files }, session });
}

let inserted = 0;

/** An article written straight to the database (published unless told otherwise). */
export async function insertArticle(app: App, userId: number, overrides: Partial<NewArticle> = {}) {
  inserted += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1) + inserted * 3_600_000).toISOString();
  return createArticle(app.db, {
    article_name: `Story ${inserted}`,
    description: 'A short story from the coast.',
    category: 'Stories',
    subcategory: 'Oral histories',
    status: 'published',
    likes_count: 0,
    user_id: userId,
    image_url1: null,
    image_url2: null,
    image_url3: null,
    video_url1: null,
    video_url2: null,
    created_at: createdAt,
    updated_at: createdAt,
    ...overrides,
  });
}

/** The stored files of one media kind. */
export const filesIn = (app: App, kind: 'images' | 'videos' | '.tmp') =>
  readdir(path.join(app.config.dataDir, 'uploads', kind));

/** How many articles the database holds. */
export async function articleCount(app: App): Promise<number> {
  const row = await app.db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
