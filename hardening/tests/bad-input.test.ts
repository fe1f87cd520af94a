/**
 * Bad input to every route of the API, the routes read from its own OpenAPI description:
 * a required part missing (with extra fields beside), a part of the wrong type, text over its
 * limit, malformed JSON, a wrong content type, a body over the size limit, invalid UTF-8.
 * Each gets a 4xx in the route's own refusal shape, never a 5xx; nothing is stored; and the
 * client's next request on the same connection is answered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Pool } from 'undici';
import { changedTables, dumpDatabase, listUploads } from '../lib/dump.ts';
import { recordFigures } from '../lib/figures.ts';
import { multipartBody } from '../lib/load.ts';
import { badCases, operationsOf, urlOf, type BadCase, type Operation } from '../lib/openapi.ts';
import { FULL, signUp, startSiteWithAdmin } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as contact from 'shared-ui/contracts/contact';
import * as health from 'shared-ui/contracts/health';
import * as pages from 'shared-ui/contracts/pages';
import * as users from 'shared-ui/contracts/users';

/** The refusal shapes of spec section 7: most routes one of the first three, a few `error` or `message` alone. */
const REFUSAL_KEYS = [
  ['message', 'status'],
  ['message', 'success'],
  ['error', 'success'],
  ['error'],
  ['message'],
].map((keys) => keys.join());

interface Sent {
  status: number;
  body: string;
}

test('every route refuses bad input with a 4xx in its own shape, stores nothing, and keeps the connection', async (t) => {
  const { server, admin } = await startSiteWithAdmin(t);
  const base = server.url;
  const member = await signUp(base, 'fuzz');
  const document = await (await fetch(`${base}/api/docs/json`)).json();
  const operations = operationsOf(document);
  assert.ok(operations.length > 40, `the API describes ${operations.length} operations`);

  const pool = new Pool(base, { connections: 1, pipelining: 1 });
  t.after(() => pool.close());
  const send = async (
    operation: Operation,
    url: string,
    body: { contentType?: string; payload?: string | Buffer } = {},
  ): Promise<Sent> => {
    const caller = operation.path.startsWith('/api/admin') ? admin : member;
    const headers: Record<string, string> = { cookie: caller.cookie };
    if (body.contentType) headers['content-type'] = body.contentType;
    const response = await pool.request({ method: operation.method, path: url, headers, body: body.payload });
    return { status: response.statusCode, body: await response.body.text() };
  };
  const encode = (operation: Operation, fields: Record<string, unknown>) => {
    if (operation.body?.kind === 'json')
      return { contentType: 'application/json', payload: JSON.stringify(fields) };
    const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
    if (operation.body?.kind === 'form')
      return {
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(text).toString(),
      };
    const form = multipartBody(text);
    return { contentType: form.contentType, payload: form.body };
  };

  const statuses = new Map<number, number>();
  const problems: string[] = [];
  const check = async (operation: Operation, what: string, sent: Sent) => {
    statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
    const label = `${operation.method} ${operation.path} (${what}): ${sent.status} ${sent.body.slice(0, 200)}`;
    if (sent.status < 400 || sent.status >= 500) problems.push(`not a 4xx: ${label}`);
    else if (operation.answersHtml && /^<!doctype html>/i.test(sent.body)) {
      // A server page's form: the refusal is the page again, saying why. (A body its page never
      // sends, malformed or too large, is refused before the route, in the API's JSON shape.)
      if (!/<h1>[^<]+<\/h1>/.test(sent.body)) problems.push(`not a refusal page: ${label}`);
    } else {
      let refusal: Record<string, unknown> | undefined;
      try {
        refusal = JSON.parse(sent.body);
      } catch {
        // not JSON
      }
      const keys = Object.keys(refusal ?? {})
        .sort()
        .join();
      const text = refusal?.message ?? refusal?.error;
      if (!REFUSAL_KEYS.includes(keys) || typeof text !== 'string' || !text)
        problems.push(`not a refusal body: ${label}`);
    }
    const next = await pool.request({ method: 'GET', path: addressOf(health.health) });
    await next.body.text();
    if (next.statusCode !== 200) problems.push(`the next request failed after ${label}`);
  };

  const dataBefore = dumpDatabase(server.dataDir);
  const uploadsBefore = listUploads(server.dataDir);
  let generated = 0;

  for (const operation of operations) {
    const self = operation.path.startsWith('/api/admin') ? admin.id : member.id;
    for (const cases of badCases(operation, self)) {
      await fc.assert(
        fc.asyncProperty(cases, async (bad: BadCase) => {
          generated += 1;
          const url = urlOf(operation, bad.parameters);
          await check(
            operation,
            bad.what,
            await send(operation, url, bad.body ? encode(operation, bad.body) : {}),
          );
        }),
        { numRuns: FULL ? 20 : 3, seed: 20261124 },
      );
    }
    if (operation.method !== 'POST' || !operation.body) continue;
    const url = urlOf(operation, Object.fromEntries(operation.parameters.map((p) => [p.name, self])));
    const fixed: [string, { contentType: string; payload: string | Buffer }][] = [
      ['malformed JSON', { contentType: 'application/json', payload: '{"articleId": 1, "comment": ' }],
      ['a JSON array', { contentType: 'application/json', payload: '[1, 2, 3]' }],
      ['a text/plain body', { contentType: 'text/plain', payload: 'articleId=1' }],
      ['an XML body', { contentType: 'application/xml', payload: '<comment>hello</comment>' }],
      [
        'a body over 1 MB',
        { contentType: 'application/json', payload: JSON.stringify({ text: 'x'.repeat(1_200_000) }) },
      ],
    ];
    for (const [what, body] of fixed) await check(operation, what, await send(operation, url, body));
  }

  // Invalid UTF-8 in an otherwise good body: refused, not stored with replacement characters.
  const broken = (json: string) =>
    Buffer.concat([
      Buffer.from(json.split('@@')[0]!),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(json.split('@@')[1]!),
    ]);
  const utf8Cases: [string, string][] = [
    [addressOf(pages.addComment), `{"articleId": 1, "comment": "Asante @@ sana", "userId": ${member.id}}`],
    [addressOf(contact.contactSubmit), '{"name": "Neema @@", "phone": "", "email": "", "message": "Habari"}'],
    [
      addressOf(users.register),
      '{"username": "Baraka @@", "email": "utf8@example.org", "password": "pwani-2026"}',
    ],
  ];
  for (const [path, json] of utf8Cases) {
    const operation = operations.find((candidate) => candidate.path === path && candidate.method === 'POST')!;
    await check(
      operation,
      'invalid UTF-8',
      await send(operation, path, { contentType: 'application/json', payload: broken(json) }),
    );
  }

  const dataAfter = dumpDatabase(server.dataDir);
  const changed = changedTables(dataBefore, dataAfter);
  recordFigures('bad input', {
    operations: operations.length,
    'requests sent (generated + fixed)': [...statuses.values()].reduce((sum, n) => sum + n, 0),
    'generated by fast-check': generated,
    'answers by status': [...statuses.entries()]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', '),
    '5xx answers': [...statuses.entries()]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0),
    'tables changed / uploads changed': `${changed.length} / ${listUploads(server.dataDir).length - uploadsBefore.length}`,
  });
  assert.deepEqual(problems.slice(0, 60), [], `${problems.length} problems`);
  assert.deepEqual(changed, [], 'no row was written or changed');
  assert.deepEqual(listUploads(server.dataDir), uploadsBefore, 'no file was stored');
});
