import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { createArticle, getArticle } from 'shared-ui/contracts/pages';
import { articleMessages } from '../src/schemas/articles.ts';
import {
  articleCount,
  articleFields,
  filesIn,
  jpeg,
  mp4,
  postArticle,
  type UploadFile,
} from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { makeAdmin, registerAndLogin } from './session-helpers.ts';
import { STORED_IMAGE_WIDTHS } from '../src/uploads/images.ts';

const image = async (name = 'photo.jpg'): Promise<UploadFile> => ({
  bytes: await jpeg(),
  name,
  type: 'image/jpeg',
});

test('a member creates an article: always pending with 1 like, images stored and served', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app, { username: 'Zawadi' });
  const response = await postArticle(
    app,
    member,
    articleFields(member.user.id, { article_name: '  Kaya morning ' }),
    {
      image1: await image(),
      image2: await image('second.jpg'),
      video1: { bytes: mp4, name: 'clip.mp4', type: 'video/mp4' },
    },
  );
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json();
  assert.equal(body.status, 'success');
  assert.equal(body.message, account.create.articleCreated);
  const { article } = body;
  assert.equal(article.article_name, 'Kaya morning');
  assert.equal(article.status, 'pending', 'the status sent is ignored');
  assert.equal(article.likes_count, 1, 'the likes_count sent is ignored');
  assert.equal(article.user_id, member.user.id);
  assert.equal(article.user_name, 'Zawadi');
  assert.equal(article.category, 'Culture');
  assert.equal(article.subcategory, 'Kaya forests');
  assert.equal(article.comments_count, 0);
  assert.match(article.image_url1, /^[A-Za-z0-9_-]{22}\.webp$/);
  assert.match(article.image_url2, /^[A-Za-z0-9_-]{22}\.webp$/);
  assert.equal(article.image_url3, null);
  assert.match(article.video_url1, /^[A-Za-z0-9_-]{22}\.mp4$/);
  assert.equal(article.video_url2, null);
  assert.ok(Date.parse(article.created_at) > 0);

  const served = await app.inject({ method: 'GET', url: `/api/images/${article.image_url1}` });
  assert.equal(served.statusCode, 200);
  assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
  const small = await app.inject({
    method: 'GET',
    url: `/api/images/${article.image_url1.replace('.webp', '-w480.webp')}`,
  });
  assert.equal(small.statusCode, 200);
  const video = await app.inject({ method: 'GET', url: `/api/videos/${article.video_url1}` });
  assert.equal(video.statusCode, 200);

  const guestView = await callEndpoint(app, getArticle, { query: { id: article.id } });
  assert.equal(guestView.statusCode, 404, 'pending: not public yet');
  assert.equal(
    (await filesIn(app, 'images')).length,
    2 * STORED_IMAGE_WIDTHS.length,
    'two images in every width',
  );
  assert.deepEqual(await filesIn(app, '.tmp'), []);
});

test('create_article: guests get 401 and another member id 403, and nothing is stored', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);

  const guest = await postArticle(app, undefined, articleFields(member.user.id), { image1: await image() });
  assert.equal(guest.statusCode, 401);
  assert.equal(guest.json().status, 'error');

  const forged = await postArticle(app, other, articleFields(member.user.id), { image1: await image() });
  assert.equal(forged.statusCode, 403);
  assert.deepEqual(forged.json(), { status: 'error', message: articleMessages.postAsYourself });

  assert.equal(await articleCount(app), 0);
  assert.deepEqual(await filesIn(app, 'images'), []);
  assert.deepEqual(await filesIn(app, '.tmp'), []);
});

test('create_article refuses bad fields and files with a readable message, storing nothing', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const id = member.user.id;
  const withImage = { image1: await image() };
  const cases: [string, Record<string, string>, Record<string, UploadFile>, number, string][] = [
    ['no image', articleFields(id), {}, 400, 'The main image is required.'],
    ['no user_id', articleFields(id, { user_id: '' }), withImage, 400, 'user_id is required.'],
    ['blank name', articleFields(id, { article_name: '  ' }), withImage, 400, 'Name is required.'],
    [
      'long name',
      articleFields(id, { article_name: 'x'.repeat(21) }),
      withImage,
      400,
      texts.validation.tooLong('Name', 20),
    ],
    ['no description', articleFields(id, { description: '' }), withImage, 400, 'Description is required.'],
    [
      'long description',
      articleFields(id, { description: 'y'.repeat(301) }),
      withImage,
      400,
      texts.validation.tooLong('Description', 300),
    ],
    ['no category', articleFields(id, { category: '' }), withImage, 400, 'Category is required.'],
    [
      'unknown category',
      articleFields(id, { category: 'Gossip' }),
      withImage,
      400,
      articleMessages.unknownCategory,
    ],
    [
      'subcategory of another category',
      articleFields(id, { subcategory: 'Land rights' }),
      withImage,
      400,
      articleMessages.unknownSubcategory,
    ],
    [
      'a text file as the image',
      articleFields(id),
      {
        image1: { bytes: Buffer.from('not an image at all '.repeat(10)), name: 'a.jpg', type: 'image/jpeg' },
      },
      415,
      'The main image must be an image file.',
    ],
    [
      'an image as the video',
      articleFields(id),
      { ...withImage, video1: await image('still.jpg') },
      415,
      'Video 1 must be a video file.',
    ],
  ];
  for (const [label, fields, files, status, message] of cases) {
    const response = await postArticle(app, member, fields, files);
    assert.equal(response.statusCode, status, `${label}: ${response.body}`);
    assert.deepEqual(response.json(), { status: 'error', message }, label);
  }
  assert.equal(await articleCount(app), 0);
  for (const kind of ['images', 'videos', '.tmp'] as const)
    assert.deepEqual(await filesIn(app, kind), [], kind);

  const notMultipart = await callUnchecked(app, createArticle, { session: member, body: articleFields(id) });
  assert.equal(notMultipart.statusCode, 415);
});

test('an admin may not create an article in a member’s name either', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const response = await postArticle(app, admin, articleFields(member.user.id), { image1: await image() });
  assert.equal(response.statusCode, 403);
  const own = await postArticle(app, admin, articleFields(admin.user.id), { image1: await image() });
  assert.equal(own.statusCode, 201);
  assert.equal(own.json().article.status, 'pending');
});
