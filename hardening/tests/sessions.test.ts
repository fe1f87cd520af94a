/**
 * Sessions as an attacker sees them: the cookie's flags (Secure behind a trusted TLS proxy), a
 * session id that a login never keeps (no session fixation; the id held before a login ends
 * there), a logout that ends the session on the server (a copied cookie is worthless
 * afterwards, for reads and writes), and a claimed identity (a user_id in the payload, as a forged
 * `userSession` record on the device would send) that grants nothing without the cookie.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordFigures } from '../lib/figures.ts';
import { logIn, postJson, query, signUp, startSite } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as users from 'shared-ui/contracts/users';
import * as youtube from 'shared-ui/contracts/youtube';

const sidOf = (response: Response) =>
  /(?:^|,\s*)sid=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
const flagsOf = (setCookie: string) =>
  (setCookie.match(/HttpOnly|SameSite=\w+|Path=\/|Secure/gi) ?? []).join(', ');
const me = (base: string, cookie: string) => fetch(`${base}${addressOf(users.me)}`, { headers: { cookie } });

test('session cookies: flags, a new id at every login, logout ends it on the server, claims without it count for nothing', async (t) => {
  const server = await startSite(t, { RATE_LIMIT_PER_MINUTE: '1000000' });
  const base = server.url;
  const member = await signUp(base, 'session');
  const other = await signUp(base, 'victim');

  // Flags: httpOnly (no script reads it), SameSite, the whole site.
  const login = await postJson(base, addressOf(users.login), {
    email: member.email,
    password: member.password,
  });
  const setCookie = login.headers.get('set-cookie') ?? '';
  assert.match(setCookie, /HttpOnly/i);
  assert.match(setCookie, /SameSite=(Lax|Strict)/i);
  assert.match(setCookie, /Path=\//);
  const httpsLogin = await fetch(`${base}${addressOf(users.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  // Without TRUST_PROXY a client cannot claim https; behind a trusted TLS proxy the cookie is Secure.
  assert.doesNotMatch(httpsLogin.headers.get('set-cookie') ?? '', /Secure/);
  // The proxy in front is on loopback, as this test is.
  const proxied = await startSite(t, { SEED: 'none', TRUST_PROXY: '127.0.0.1' });
  const proxiedMember = await signUp(proxied.url, 'proxied');
  const behindProxy = await fetch(`${proxied.url}${addressOf(users.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ email: proxiedMember.email, password: proxiedMember.password }),
  });
  assert.equal(behindProxy.status, 200);
  const secureCookie = behindProxy.headers.get('set-cookie') ?? '';
  assert.match(secureCookie, /;\s*Secure/i);
  assert.match(secureCookie, /HttpOnly/i);

  // Fixation: an id the attacker planted before the login is never the one the login keeps.
  const planted = 'attacker-chosen-session-id-0000000000000000';
  const fixed = await fetch(`${base}${addressOf(users.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sid=${planted}` },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  assert.equal(fixed.status, 200);
  const issued = sidOf(fixed);
  assert.ok(issued && issued !== planted, 'the login issues a new id');
  assert.equal((await me(base, `sid=${planted}`)).status, 401, 'the planted id is not signed in');
  const again = await fetch(`${base}${addressOf(users.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sid=${issued}` },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const rotated = sidOf(again);
  assert.ok(rotated && rotated !== issued, 'every login issues a new id');
  assert.equal((await me(base, `sid=${issued}`)).status, 401, 'the id held before the login is over');
  const second = await logIn(base, member.email, member.password);

  // Only a hash of the id is stored: a copy of the sessions table signs nobody in.
  const stored = query<{ id: string }>(server.dataDir, 'select id from sessions');
  assert.ok(stored.length >= 3);
  for (const { id } of stored)
    assert.equal((await me(base, `sid=${id}`)).status, 401, 'a stored id is not a cookie');

  // Logout ends the session on the server: the same cookie, replayed, is refused.
  assert.equal((await me(base, member.cookie)).status, 200);
  const logout = await fetch(`${base}${addressOf(users.logout)}`, {
    method: 'POST',
    headers: { cookie: member.cookie },
  });
  assert.equal(logout.status, 200);
  assert.match(logout.headers.get('set-cookie') ?? '', /sid=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  assert.equal((await me(base, member.cookie)).status, 401, 'a replayed cookie after logout');
  const write = await postJson(
    base,
    addressOf(users.updateProfile),
    { user_id: member.id, skills: 'replayed' },
    member.cookie,
  );
  assert.equal(write.status, 401, 'a write with the replayed cookie');

  // A claimed identity without the session cookie: every write naming the victim is refused.
  const claims: [string, unknown][] = [
    [addressOf(users.updateProfile), { user_id: other.id, skills: 'forged' }],
    [addressOf(pages.followUser), { userId: other.id, authorId: member.id }],
    [addressOf(users.deleteReel), { reelId: 1 }],
    [addressOf(youtube.postComment), { video_id: 1, comment: 'forged', user_id: other.id }],
  ];
  const refused: number[] = [];
  for (const [url, body] of claims) {
    const asGuest = await postJson(base, url, body);
    const asSomeoneElse = await postJson(base, url, body, second.cookie);
    refused.push(asGuest.status, asSomeoneElse.status);
    assert.ok([401, 403].includes(asGuest.status), `${url} as a guest naming the victim: ${asGuest.status}`);
    assert.ok(
      asSomeoneElse.status >= 400 && asSomeoneElse.status < 500,
      `${url} as another member: ${asSomeoneElse.status}`,
    );
  }
  assert.equal(
    query(server.dataDir, "select user_id from profiles where skills in ('forged', 'replayed')").length,
    0,
  );
  recordFigures('sessions', {
    'cookie flags': flagsOf(setCookie),
    'cookie flags behind a trusted TLS proxy': flagsOf(secureCookie),
    'planted id kept at login': 'no',
    'id held before a login, afterwards': 401,
    'replayed cookie after logout (read, write)': `401, ${write.status}`,
    'claims without the cookie, answers': refused.join(', '),
  });
});
