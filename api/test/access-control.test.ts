import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { POLICIES } from '../src/auth/policies.ts';
import auth from '../src/plugins/app/auth.ts';
import { buildTestApp } from './helpers.ts';

type Paths = Record<string, Record<string, { 'x-policy'?: string }>>;

const DOC = path.join(import.meta.dirname, '../../docs/access-control.md');

/** `METHOD /path` → policy, from the API document (path parameters written `:name`). */
async function declaredPolicies(t: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp(t);
  const { paths } = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Paths }>();
  const declared = new Map<string, string | undefined>();
  for (const [url, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations))
      declared.set(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, operation['x-policy']);
  return declared;
}

test('every API route that changes something declares its access policy, shown as x-policy', async (t) => {
  const declared = await declaredPolicies(t);
  const writes = [...declared].filter(([route]) => !route.startsWith('GET ') && route.includes(' /api/'));
  assert.ok(writes.length > 30, `${writes.length} write routes`);
  for (const [route, policy] of writes) {
    assert.ok(policy, `${route} declares a policy`);
    assert.ok(policy in POLICIES, `${route}: ${policy} is a known policy`);
  }
  for (const [route, policy] of declared)
    if (route.includes(' /api/admin/')) assert.equal(policy, 'admin', `${route} is for administrators`);
});

test('docs/access-control.md lists exactly the routes that declare a policy, with that policy', async (t) => {
  const declared = await declaredPolicies(t);
  const documented = new Map<string, string>();
  for (const [, route, policy] of (await readFile(DOC, 'utf8')).matchAll(
    /^\| `((?:GET|POST|DELETE) \/api\/\S+)` +\| ([\w-]+) +\|/gm,
  ))
    documented.set(route!, policy!);
  const withPolicy = new Map([...declared].filter((entry): entry is [string, string] => !!entry[1]));
  assert.deepEqual(
    [...documented].sort(([a], [b]) => a.localeCompare(b)),
    [...withPolicy].sort(([a], [b]) => a.localeCompare(b)),
  );
});

test('the server does not start with a route that changes something and names no policy', async () => {
  const app = Fastify({ logger: false });
  await app.register(fp(async () => {}, { name: 'cookie' }));
  await app.register(fp(async () => {}, { name: 'database' }));
  await app.register(auth);
  app.get('/api/read', async () => ({}));
  app.post('/api/declared', { config: { policy: 'public' } }, async () => ({}));
  app.post('/api/undeclared', async () => ({}));
  await assert.rejects(async () => app.ready(), /without an access policy.*POST \/api\/undeclared/);
  await app.close();
});
