/**
 * Hostile and broken files to every upload field of every upload route (the routes and fields
 * read from the API's OpenAPI description), beside otherwise good fields and files: each is
 * refused with a 4xx in the route's shape, and nothing is stored, neither a row nor a file.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BAD_FILES } from '../lib/bad-files.ts';
import { changedTables, dumpDatabase, listUploads } from '../lib/dump.ts';
import { recordFigures } from '../lib/figures.ts';
import { operationsOf } from '../lib/openapi.ts';
import {
  assets,
  postForm,
  productFields,
  signUp,
  songFields,
  startSite,
  type FileField,
} from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as music from 'shared-ui/contracts/music';
import * as pages from 'shared-ui/contracts/pages';
import * as reels from 'shared-ui/contracts/reels';
import * as shop from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';

test('mislabelled, hostile, empty and cut-short files are refused in every upload field, nothing stored', async (t) => {
  const server = await startSite(t, { RATE_LIMIT_PER_MINUTE: '1000000' });
  const base = server.url;
  const member = await signUp(base, 'uploader');
  const categories = (await (await fetch(`${base}${addressOf(pages.getCategories)}`)).json()) as Record<
    string,
    string[]
  >;
  const [category, subcategories] = Object.entries(categories)[0]!;
  const self = String(member.id);

  /** Good fields for each upload route; the files come from the field's kind. */
  const goodFields: Record<string, Record<string, string>> = {
    [addressOf(pages.createArticle)]: {
      user_id: self,
      article_name: 'Kaya forests',
      description: 'Sacred groves',
      category,
      subcategory: subcategories[0]!,
    },
    [addressOf(users.updateProfileImage)]: { user_id: self },
    [addressOf(shop.addProduct)]: productFields(member.id),
    [addressOf(music.addMusic)]: songFields(member.id, 'Ngoma'),
    [addressOf(reels.createReel)]: { user_id: self, description: 'Dance' },
  };
  const goodFile: Record<string, FileField> = {
    image: { bytes: assets.webp, name: 'photo.webp', type: 'image/webp' },
    video: { bytes: assets.mp4, name: 'clip.mp4', type: 'video/mp4' },
    song: { bytes: assets.mp3, name: 'song.mp3', type: 'audio/mpeg' },
  };
  const kindOf = (field: string, description = '') =>
    /song_file/.test(field) ? 'song' : /video/.test(field) || /video/i.test(description) ? 'video' : 'image';

  const document = await (await fetch(`${base}/api/docs/json`)).json();
  const uploadRoutes = operationsOf(document).filter((operation) => operation.body?.kind === 'multipart');
  const withFiles = uploadRoutes.filter((route) =>
    Object.values(route.body!.schema.properties ?? {}).some((field) => field.format === 'binary'),
  );
  assert.deepEqual(
    withFiles.map((route) => route.path).sort(),
    Object.keys(goodFields).sort(),
    'every upload route has good fields here',
  );

  const dataBefore = dumpDatabase(server.dataDir);
  const uploadsBefore = listUploads(server.dataDir);
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (const route of withFiles) {
    const schema = route.body!.schema;
    const fileFields = Object.entries(schema.properties ?? {}).filter(
      ([, field]) => field.format === 'binary',
    );
    const required = new Set(schema.required ?? []);
    const requiredFiles = Object.fromEntries(
      fileFields
        .filter(([name]) => required.has(name))
        .map(([name, field]) => [
          name,
          goodFile[kindOf(name, (field as { description?: string }).description)]!,
        ]),
    );
    for (const [name, field] of fileFields) {
      const kind = kindOf(name, (field as { description?: string }).description);
      for (const bad of BAD_FILES) {
        if (!bad.fields.includes(kind) || (bad.requiredOnly && !required.has(name))) continue;
        const response = await postForm(
          base,
          route.path,
          goodFields[route.path]!,
          { ...requiredFiles, [name]: bad },
          member.cookie,
        );
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const label = `${route.path} ${name} with ${bad.what}: ${response.status} ${text.slice(0, 160)}`;
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text);
        } catch {
          // checked below
        }
        if (response.status < 400 || response.status >= 500) problems.push(`not a 4xx: ${label}`);
        else if (typeof (body.message ?? body.error) !== 'string') problems.push(`no message: ${label}`);
      }
    }
  }
  const dataAfter = dumpDatabase(server.dataDir);
  const changed = changedTables(dataBefore, dataAfter);
  recordFigures('bad uploads', {
    'upload routes / file fields': `${withFiles.length} / ${withFiles.reduce((n, r) => n + Object.values(r.body!.schema.properties ?? {}).filter((f) => f.format === 'binary').length, 0)}`,
    'hostile or broken files sent': [...statuses.values()].reduce((sum, n) => sum + n, 0),
    'answers by status': [...statuses.entries()]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', '),
    'rows / files stored': `${changed.length} / ${listUploads(server.dataDir).length - uploadsBefore.length}`,
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(changed, [], 'no row was written');
  assert.deepEqual(listUploads(server.dataDir), uploadsBefore, 'no file was stored');
});
