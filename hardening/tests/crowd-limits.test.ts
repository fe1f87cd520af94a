/**
 * Limits for a crowd behind one public address (a mobile network's carrier-grade NAT): with the
 * server's production settings, 150 people on one address can register, log in, comment and
 * like in the same minute, while guessing one account's password is still stopped by the
 * per-account lockout. One setting is raised: the accounts one address may make in an hour
 * (REGISTRATIONS_PER_HOUR, a few in production, so that throwaway accounts cannot be made in
 * bulk); the crowd's 150 registrations stand for members who joined over time. All at once they ask for more password hashing than the server does in
 * a second: those it cannot take in time are told to try again (503 with Retry-After), and do.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordFigures } from '../lib/figures.ts';
import { MANY_PER_ADDRESS, postJson, query, startSite } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as users from 'shared-ui/contracts/users';

const PEOPLE = 150;
/** How often one person tries again after a 503 before the test gives up on them. */
const TRIES = 30;

/** Sends until the answer is not a 503, waiting as its Retry-After says (and a little more, as people do). */
async function patiently(send: () => Promise<Response>, busy: { count: number }): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.status !== 503 || attempt === TRIES) return response;
    const seconds = Number(response.headers.get('retry-after'));
    assert.ok(seconds >= 1, `a 503 says when to try again: ${response.headers.get('retry-after')}`);
    busy.count += 1;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + Math.random() * 1000));
  }
}

test(`${PEOPLE} people on one address are not locked out; guessing one account still is`, async (t) => {
  // The production rate limits, but for the accounts one address makes in an hour.
  const server = await startSite(t, { REGISTRATIONS_PER_HOUR: MANY_PER_ADDRESS.REGISTRATIONS_PER_HOUR });
  const base = server.url;
  const [article] = query<{ id: number }>(
    server.dataDir,
    "select id from articles where status = 'published' limit 1",
  );
  const statuses: Record<string, Record<number, number>> = {};
  const busy = { count: 0 };
  const count = (step: string, status: number) => {
    statuses[step] ??= {};
    statuses[step][status] = (statuses[step][status] ?? 0) + 1;
  };
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    username: `Crowd ${i}`,
    email: `crowd-${i}@example.org`,
    password: `pwani-${i}-2026`,
  }));
  await Promise.all(
    people.map(async (person) => {
      const registration = await patiently(() => postJson(base, addressOf(users.register), person), busy);
      count('register', registration.status);
      const login = await patiently(
        () => postJson(base, addressOf(users.login), { email: person.email, password: person.password }),
        busy,
      );
      count('login', login.status);
      if (!login.ok) return;
      const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]}`;
      const { user } = (await login.json()) as { user: { id: number } };
      const comment = { articleId: article!.id, comment: `Karibu from ${person.username}`, userId: user.id };
      count('comment', (await postJson(base, addressOf(pages.addComment), comment, cookie)).status);
      count(
        'like',
        (await postJson(base, addressOf(pages.likeArticle), { articleId: article!.id }, cookie)).status,
      );
    }),
  );

  // One account guessed from the same address: locked after 5 failures, the right password too.
  const victim = people[0]!;
  const guesses: number[] = [];
  for (let i = 0; i < 8; i += 1)
    guesses.push(
      (await postJson(base, addressOf(users.login), { email: victim.email, password: `guess-${i}` })).status,
    );
  const rightPassword = await postJson(base, addressOf(users.login), victim);
  // ... while the crowd's other members still log in.
  const other = await postJson(base, addressOf(users.login), {
    email: people[1]!.email,
    password: people[1]!.password,
  });

  recordFigures('limits: a crowd on one address', {
    ...Object.fromEntries(
      Object.entries(statuses).map(([step, byStatus]) => [`${step} answers`, JSON.stringify(byStatus)]),
    ),
    'busy (503), tried again as told': busy.count,
    'guesses of one password': guesses.join(', '),
    'the right password during the lockout': rightPassword.status,
    'another member of the crowd meanwhile': other.status,
  });
  for (const step of ['register', 'login', 'comment', 'like'])
    assert.deepEqual(
      Object.keys(statuses[step] ?? {})
        .map(Number)
        .filter((status) => status >= 300),
      [],
      `${step}: ${JSON.stringify(statuses[step])}`,
    );
  assert.deepEqual(guesses.slice(0, 5), [401, 401, 401, 401, 401]);
  assert.ok(
    guesses.slice(5).every((status) => status === 429),
    `locked after 5: ${guesses}`,
  );
  assert.equal(rightPassword.status, 429, 'locked means locked, whatever the password');
  assert.equal(other.status, 200);
});
