/**
 * SQL-looking input: in every string field and query parameter of every route (read from the
 * API's OpenAPI description) it changes no table and breaks no query; in the fields that are
 * stored it is stored as the text it was; in searches it finds nothing a plain nonsense word
 * would not. In the full run, Debian's sqlmap probes the routes that take text and finds no
 * injection point.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { dumpDatabase } from '../lib/dump.ts';
import { recordFigures } from '../lib/figures.ts';
import { operationsOf, urlOf, wellTypedBody, type Operation } from '../lib/openapi.ts';
import { FULL, postJson, query, signUp, startSite } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as contact from 'shared-ui/contracts/contact';
import * as pages from 'shared-ui/contracts/pages';
import * as usersApi from 'shared-ui/contracts/users';
import * as shop from 'shared-ui/contracts/shop';
import * as music from 'shared-ui/contracts/music';

const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "1') UNION SELECT password_hash, email FROM users --",
  "%' AND 1=(SELECT COUNT(*) FROM sqlite_master) AND '%'='",
  "admin'--",
  '1; SELECT pg_sleep(5); --',
  '\\x27 OR 1=1',
];
/** Text a database error would put in an answer. */
const SQL_ERROR =
  /syntax error|SQLITE_|sqlite_master|unterminated|near "|pg_|column .* does not exist|SQL logic/i;

const stringFields = (operation: Operation) => [
  ...operation.parameters
    .filter((p) => p.in === 'query' && (p.schema.type === 'string' || p.schema.type === undefined))
    .map((p) => ({ where: 'query' as const, name: p.name })),
  ...Object.entries(operation.body?.schema.properties ?? {})
    .filter(([, field]) => field.format !== 'binary' && [field.type].flat().includes('string') && !field.enum)
    .map(([name]) => ({ where: 'body' as const, name })),
];

test('SQL-looking input in every text field changes nothing and is kept as text', async (t) => {
  const server = await startSite(t, { RATE_LIMIT_PER_MINUTE: '1000000' });
  const base = server.url;
  const member = await signUp(base, 'inject');
  const operations = operationsOf(await (await fetch(`${base}/api/docs/json`)).json()).filter(
    (operation) => !operation.path.startsWith('/api/admin'),
  );
  const before = dumpDatabase(server.dataDir);

  const problems: string[] = [];
  let sent = 0;
  for (const operation of operations) {
    const fields = stringFields(operation);
    for (const field of fields) {
      for (const payload of PAYLOADS) {
        const parameters = Object.fromEntries(
          operation.parameters.map((p) => [p.name, p.schema.default ?? member.id]),
        );
        const body = operation.body ? wellTypedBody(operation.body.schema, member.id) : undefined;
        if (field.where === 'query') parameters[field.name] = payload;
        else body![field.name] = payload;
        const url = urlOf(operation, parameters);
        const init: RequestInit = { method: operation.method, headers: { cookie: member.cookie } };
        if (body && operation.body?.kind === 'json') {
          init.body = JSON.stringify(body);
          (init.headers as Record<string, string>)['content-type'] = 'application/json';
        } else if (body) {
          const form = operation.body?.kind === 'form' ? new URLSearchParams() : new FormData();
          for (const [name, value] of Object.entries(body)) form.append(name, String(value));
          init.body = form;
        }
        const response = await fetch(`${base}${url}`, init);
        const text = await response.text();
        sent += 1;
        const label = `${operation.method} ${operation.path} ${field.name}=${payload}: ${response.status}`;
        if (response.status >= 500) problems.push(`${label} ${text.slice(0, 160)}`);
        if (SQL_ERROR.test(text) && !text.includes(payload))
          problems.push(`${label} answers with a database error`);
      }
    }
  }

  // Searches: SQL-looking text finds what its words alone find (searches match words), no more.
  const searches = [
    [addressOf(pages.getArticles, { query: { priority: 'all', search: '' } }), 'articles'],
    [addressOf(shop.fetchProducts, { query: { search: '' } }), 'products'],
    [addressOf(music.getMusic, { query: { search: '' } }), ''],
  ] as const;
  for (const [url, key] of searches) {
    const found = async (term: string) => {
      const body = await (await fetch(`${base}${url}${encodeURIComponent(term)}`)).json();
      return JSON.stringify(key ? body[key] : body);
    };
    for (const payload of PAYLOADS) {
      const words = (payload.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
      assert.equal(await found(payload), await found(words), `${url}${payload}`);
    }
  }

  // Stored as text: a comment and a contact message that look like SQL come back as written.
  const [article] = query<{ id: number }>(
    server.dataDir,
    "select id from articles where status = 'published' limit 1",
  );
  for (const payload of PAYLOADS) {
    const comment = `${payload} (${Math.random()})`;
    const posted = await postJson(
      base,
      addressOf(pages.addComment),
      { articleId: article!.id, comment, userId: member.id },
      member.cookie,
    );
    assert.ok(posted.ok, `comment ${payload}: ${posted.status}`);
    assert.equal(
      query(server.dataDir, 'select id from article_comments where comment = ?', comment).length,
      1,
      comment,
    );
  }

  const after = dumpDatabase(server.dataDir);
  assert.deepEqual(Object.keys(after), Object.keys(before), 'every table is still there');
  const accounts = new Set(after.users!.map((row) => JSON.stringify(row)));
  for (const row of before.users!)
    assert.ok(accounts.has(JSON.stringify(row)), 'no account was changed or removed');
  recordFigures('injection', {
    'requests with SQL-looking text': sent,
    'payloads × text fields': `${PAYLOADS.length} × ${sent / PAYLOADS.length}`,
    '5xx answers or database errors shown': problems.length,
    'tables dropped / accounts changed': `${Object.keys(before).length - Object.keys(after).length} / 0`,
  });
  assert.deepEqual(problems, []);
});

/** sqlmap's verdict on one target: the injection points it found (none expected) and how many techniques it tried. */
function sqlmap(
  target: string[],
  outputDir: string,
): { injectable: string[]; techniques: number; output: string } {
  const result = spawnSync(
    'sqlmap',
    [
      ...target,
      '--batch',
      '--level=3',
      '--risk=2',
      // Refusals (a wrong password, an unknown ticket) are answers to test, not a reason to stop.
      '--ignore-code=401,403,404,423,429',
      '--threads=4',
      '--flush-session',
      '--disable-coloring',
      `--output-dir=${outputDir}`,
    ],
    { encoding: 'utf8', timeout: 15 * 60_000 },
  );
  const output = `${result.stdout}${result.stderr}`;
  if (result.error) throw result.error;
  const injectable = [
    ...output.matchAll(/(?:parameter '([^']+)' (?:is vulnerable|appears to be '[^']+' injectable))/g),
  ].map((m) => m[1]!);
  const techniques = output.match(/\[INFO\] testing '/g)?.length ?? 0;
  return { injectable, techniques, output };
}

if (FULL) {
  test("Debian's sqlmap finds no injection point in the routes that take text", async (t) => {
    if (!existsSync('/usr/bin/sqlmap')) {
      if (process.getuid?.() !== 0)
        assert.fail('sqlmap is not installed: run `apt-get install -y sqlmap` as root.');
      execFileSync('apt-get', ['install', '-y', '-qq', 'sqlmap'], {
        stdio: 'ignore',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    }
    const server = await startSite(t, { RATE_LIMIT_PER_MINUTE: '1000000' });
    const base = server.url;
    const member = await signUp(base, 'sqlmap');
    const [article] = query<{ id: number }>(
      server.dataDir,
      "select id from articles where status = 'published' limit 1",
    );
    const outputDir = mkdtempSync(path.join(tmpdir(), 'sqlmap-'));
    t.after(() => rmSync(outputDir, { recursive: true, force: true }));
    const json = (body: unknown) => [
      '--data',
      JSON.stringify(body),
      '--headers',
      'Content-Type: application/json',
    ];
    const targets: Record<string, string[]> = {
      'products list': [
        '-u',
        `${base}${addressOf(shop.fetchProducts, { query: { search: 'kikoi', category: 'Clothing', price: 'asc', recent: 1, page: 1 } })}`,
        '-p',
        'search,category,price,recent,page',
      ],
      'product detail': [
        '-u',
        `${base}${addressOf(shop.fetchProducts, { query: { product_id: 1 } })}`,
        '-p',
        'product_id',
      ],
      'articles list': [
        '-u',
        `${base}${addressOf(pages.getArticles, { query: { priority: 'all', search: 'kaya', category: 'Culture', sort: 'recent' } })}`,
        '-p',
        'search,category,sort',
      ],
      comments: [
        '-u',
        `${base}${addressOf(pages.getComments, { query: { articleId: article!.id } })}`,
        '-p',
        'articleId',
      ],
      songs: [
        '-u',
        `${base}${addressOf(music.getMusic, { query: { search: 'ngoma', sort: 'recent' } })}`,
        '-p',
        'search,sort',
      ],
      login: [
        '-u',
        `${base}${addressOf(usersApi.login)}`,
        ...json({ email: member.email, password: 'wrong-password' }),
      ],
      'add comment': [
        '-u',
        `${base}${addressOf(pages.addComment)}`,
        ...json({ articleId: article!.id, comment: 'Asante', userId: member.id }),
        '--cookie',
        member.cookie,
        '-p',
        'comment,articleId',
      ],
      'ticket check': [
        '-u',
        `${base}${addressOf(contact.checkTicketStatus)}`,
        ...json({ ticket_no: 'TKT-12345' }),
      ],
    };
    const figures: Record<string, string> = {};
    for (const [name, target] of Object.entries(targets)) {
      const verdict = sqlmap(target, outputDir);
      figures[name] =
        `${verdict.injectable.length} injection points (${verdict.techniques} techniques tried)`;
      assert.deepEqual(verdict.injectable, [], `${name}:\n${verdict.output.slice(-2000)}`);
      assert.match(
        verdict.output,
        /do(?:es)? not (?:seem|appear) to be injectable/,
        `${name}: sqlmap tested it`,
      );
    }
    recordFigures('injection: sqlmap (level 3, risk 2)', figures);
  });
}
