import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import {
  createNews,
  deleteNews,
  listAccounts,
  removeNews,
  setRole,
  updateNews,
} from 'shared-ui/contracts/admin';
import { contactSubmit } from 'shared-ui/contracts/contact';
import { addMusic } from 'shared-ui/contracts/music';
import { createArticle, followUser, unfollowUser } from 'shared-ui/contracts/pages';
import { createReel } from 'shared-ui/contracts/reels';
import { addProduct } from 'shared-ui/contracts/shop';
import {
  getFollowing,
  getUserProfile,
  getUserStats,
  login,
  updateProfile,
  updateProfileImage,
} from 'shared-ui/contracts/users';
import { createYoutube } from 'shared-ui/contracts/youtube';
import { domainTag } from '../src/plugins/external/swagger.ts';
import { urlOf } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { recordRoutes } from './route-recorder.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

type Paths = Record<string, Record<string, Operation>>;

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Where the API document lists an endpoint: its path under /api, parameters as `{name}`. */
const documentPath = (endpoint: Endpoint) => openApiPath(`/api/${endpoint.path}`);

test('/api/docs/json documents every route that is not hidden, and nothing else', async (t) => {
  const recorder = recordRoutes();
  const app = await buildTestApp(t);
  recorder.stop();

  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(response.statusCode, 200);
  const spec = response.json<{ openapi: string; info: { title: string }; paths: Paths }>();
  assert.equal(spec.info.title, 'Mijikenda Community Platform API');
  assert.match(spec.openapi, /^3\.1\./);

  const expected = new Set<string>();
  for (const route of recorder.routes) {
    if (route.schema?.hide) continue;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') expected.add(`${method} ${openApiPath(route.url)}`);
    }
  }
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
  }
  assert.ok(expected.size > 15, 'the recorder saw the routes');
  assert.deepEqual([...documented].sort(), [...expected].sort());

  // The calls of this module are all there, and the hidden ones are not.
  for (const operation of [
    getUserProfile,
    updateProfile,
    getUserStats,
    getFollowing,
    followUser,
    unfollowUser,
    createNews,
    updateNews,
    deleteNews,
    removeNews,
    listAccounts,
    setRole,
  ].map((endpoint) => `${endpoint.method} ${documentPath(endpoint)}`)) {
    assert.ok(documented.has(operation), `${operation} is documented`);
  }
  for (const hidden of ['/api/docs/json', '/api/users/default-profile.svg', '/*']) {
    assert.equal(spec.paths[hidden], undefined, `${hidden} is hidden`);
  }
});

test('every operation has a domain tag; request and answer shapes come from the TypeBox schemas', async (t) => {
  const app = await buildTestApp(t);
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Paths }>();
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      assert.ok(operation.tags && operation.tags.length > 0, `${method} ${path} has a tag`);
    }
  }

  const follow = spec.paths[documentPath(followUser)]!.post!;
  assert.deepEqual(follow.tags, ['follows']);
  assert.ok(follow.summary);
  assert.deepEqual(follow.security, [{ session: [] }]);
  const body = follow.requestBody!.content['application/json']!.schema;
  assert.deepEqual(Object.keys(body.properties!).sort(), ['authorId', 'userId']);
  assert.deepEqual(Object.keys(follow.responses).sort(), ['200', '400', '401', '403', '404']);

  assert.deepEqual(spec.paths[documentPath(setRole)]!.post!.tags, ['admin']);
  assert.deepEqual(spec.paths[documentPath(getUserStats)]!.get!.tags, ['profiles']);
  // Routes without their own tag get the first path segment.
  assert.deepEqual(spec.paths[documentPath(login)]!.post!.tags, ['users']);
  assert.deepEqual(spec.paths['/remotes.json']!.get!.tags, ['web']);
});

test('domainTag takes the first segment under /api', () => {
  assert.equal(domainTag('/api/health'), 'health');
  assert.equal(domainTag(urlOf(contactSubmit)), 'contact');
  assert.equal(domainTag('/api/admin/news/:id'), 'admin');
  assert.equal(domainTag('/remotes.json'), 'web');
});

test('/api/docs serves Swagger UI under the site-wide CSP, scripts same-origin only', async (t) => {
  const app = await buildTestApp(t);
  const page = await app.inject({ method: 'GET', url: '/api/docs/' });
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'] as string, /^text\/html/);
  assert.match(page.body, /<title>Mijikenda Community Platform API<\/title>/);
  const csp = page.headers['content-security-policy'] as string;
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.doesNotMatch(page.body, /<script>(?!\s*<\/script>)/, 'no inline script');

  const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
  assert.equal(bundle.statusCode, 200);
  const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
  assert.equal(initializer.statusCode, 200);
  assert.match(initializer.body, /\.\/json/);
});

test('every multipart upload documents its form: the text parts and the file parts as binary', async (t) => {
  const recorder = recordRoutes();
  const app = await buildTestApp(t);
  recorder.stop();
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Paths }>();

  const uploads = recorder.routes.filter((route) => route.schema?.consumes?.includes('multipart/form-data'));
  assert.deepEqual(
    uploads.map((route) => route.url).sort(),
    [addMusic, createReel, addProduct, createArticle, updateProfileImage, createYoutube]
      .map(documentPath)
      .sort(),
  );
  for (const route of uploads) {
    const operation = spec.paths[route.url]!.post!;
    const form = operation.requestBody?.content['multipart/form-data']?.schema;
    assert.ok(form?.properties, `${route.url} documents its form`);
    assert.ok('user_id' in form.properties, `${route.url} names the caller's id`);
  }

  const product = spec.paths[documentPath(addProduct)]!.post!.requestBody!.content['multipart/form-data']!
    .schema as { properties: Record<string, { type: string; format?: string }>; required: string[] };
  assert.deepEqual(Object.keys(product.properties).sort(), [
    'category',
    'contact_whatsapp',
    'description',
    'expiry_date',
    'image_1',
    'image_2',
    'image_3',
    'location',
    'price',
    'product_name',
    'user_id',
  ]);
  assert.equal(product.properties.image_1!.format, 'binary');
  assert.equal(product.properties.price!.format, undefined);
  assert.ok(product.required.includes('image_1') && !product.required.includes('image_2'));
});
