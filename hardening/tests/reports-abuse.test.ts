/**
 * Reports as a weapon, against the real server with its production rule of what a report weighs
 * (shared-ui/src/contracts/report-weight.ts): three accounts registered in the test, even after
 * each posts a comment, cannot hide a listing; three established members can; a moderator's
 * Dismiss is not undone by the same reports.
 *
 * Established members are made as time makes them: they register and comment through the API,
 * then their accounts are aged by writing `users.created_at` in the server's database. The
 * server keeps its production minimum age; no setting loosens the rule for the test, so none
 * could be left loosened in production.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ageAccounts } from '../../scripts/lib/account-age.ts';
import { recordFigures } from '../lib/figures.ts';
import { postJson, query, signUp, startSiteWithAdmin, type Member } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as adminReports from 'shared-ui/contracts/admin-reports';
import * as pages from 'shared-ui/contracts/pages';
import * as reports from 'shared-ui/contracts/reports';
import * as shop from 'shared-ui/contracts/shop';

/** Members who each leave a comment everyone sees under the article. */
async function commenting(base: string, articleId: number, tag: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let n = 0; n < 3; n += 1) {
    const member = await signUp(base, tag);
    const comment = { articleId, comment: `Karibu from ${member.username}`, userId: member.id };
    const sent = await postJson(base, addressOf(pages.addComment), comment, member.cookie);
    assert.equal(sent.status, 201, await sent.text());
    members.push(member);
  }
  return members;
}

const reportListing = (base: string, member: { cookie: string }, id: number) =>
  postJson(
    base,
    addressOf(reports.sendReport),
    { subject: 'product', subject_id: id, reason: 'scam' },
    member.cookie,
  );

/** What a guest gets for the listing: 200 while everyone sees it, 410 once hidden. */
const guestSees = async (base: string, id: number) =>
  (await fetch(`${base}${addressOf(shop.fetchProducts, { query: { product_id: id } })}`)).status;

test('three new accounts cannot hide a listing; three established members can; a Dismiss stays', async (t) => {
  const { server, admin } = await startSiteWithAdmin(t);
  const base = server.url;
  const [article] = query<{ id: number }>(
    server.dataDir,
    "select id from articles where status = 'published' limit 1",
  );
  const [first, second] = query<{ id: number }>(
    server.dataDir,
    'select id from products order by id limit 2',
  );
  assert.ok(article && first && second, 'the demo content has an article and two listings');

  // Three throwaway accounts, each with a comment: their reports reach the queue, hide nothing.
  const throwaways = await commenting(base, article.id, 'throwaway');
  for (const member of throwaways) assert.equal((await reportListing(base, member, first.id)).status, 201);
  assert.equal(await guestSees(base, first.id), 200, "three new accounts' reports hide nothing");
  const queue = await fetch(`${base}${addressOf(adminReports.listReports)}`, {
    headers: { cookie: admin.cookie },
  });
  const queued = ((await queue.json()) as { items: { subject_id: number; reports_count: number }[] }).items;
  assert.equal(queued.find((item) => item.subject_id === first.id)?.reports_count, 3, 'they reach the queue');

  // Three members who took part and have been around: their reports hide it.
  const members = await commenting(base, article.id, 'established');
  await ageAccounts(
    server,
    members.map((member) => member.id),
  );
  for (const member of members) assert.equal((await reportListing(base, member, second.id)).status, 201);
  assert.equal(await guestSees(base, second.id), 410, "three established members' reports hide it");

  // A moderator dismisses: it is back, and the same reports cannot hide it again.
  const dismissed = await postJson(
    base,
    addressOf(adminReports.decideReports),
    { subject: 'product', subject_id: second.id, decision: 'dismiss' },
    admin.cookie,
  );
  assert.equal(dismissed.status, 200, await dismissed.text());
  assert.equal(await guestSees(base, second.id), 200);
  const again = await Promise.all(members.map((member) => reportListing(base, member, second.id)));
  assert.deepEqual(
    again.map((answer) => answer.status),
    [409, 409, 409],
  );
  assert.equal(await guestSees(base, second.id), 200, 'the Dismiss stands');

  const weights = query<{ weight: number }>(
    server.dataDir,
    "select weight from reports where subject = 'product' and subject_id in (?, ?) order by id",
    first.id,
    second.id,
  ).map((row) => row.weight);
  recordFigures('Reports abuse', {
    "new accounts' report weights": weights.slice(0, 3).join(', '),
    "established members' report weights": weights.slice(3).join(', '),
  });
});
