/**
 * The access-control matrix: every route that changes something (the admin console's too), and
 * every read that needs a session, read with its declared policy from the running server's API
 * document, tried with a valid request as a guest, as another member, as the owner of the
 * content and as an administrator. Only the
 * callers the policy lets through succeed; every refusal is a 401 (guest) or a 403 (signed in)
 * and changes no row of the database and no stored file, byte for byte.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Policy } from '../../api/src/auth/policies.ts';
import { changedTables, dumpDatabase, listUploads } from '../lib/dump.ts';
import { recordFigures } from '../lib/figures.ts';
import { operationsOf, type Operation } from '../lib/openapi.ts';
import { logIn, send, signUp, startSiteWithAdmin, type Account } from '../lib/site.ts';
import { policyRequests } from '../lib/policy-requests.ts';

type Caller = 'guest' | 'another member' | 'owner' | 'administrator';

/** Who each policy lets through, for a request about the owner's content that names the owner. */
const ALLOWED: Record<Policy, Caller[]> = {
  public: ['guest', 'another member', 'owner', 'administrator'],
  'signed-in': ['another member', 'owner', 'administrator'],
  'payload-user': ['owner'],
  'guest-or-payload-user': ['owner'],
  'owner-or-admin': ['owner', 'administrator'],
  admin: ['administrator'],
};

const routeOf = (operation: Operation) => `${operation.method} ${operation.path}`;

test('every write route and signed-in read, as a guest, another member, the owner and an administrator: only the allowed succeed, the refused change nothing', async (t) => {
  const { server, admin } = await startSiteWithAdmin(t);
  const base = server.url;
  const owner = await signUp(base, 'owner');
  const other = await signUp(base, 'other');
  const author = await signUp(base, 'author');
  const callers: [Caller, Account | null][] = [
    ['guest', null],
    ['another member', other],
    ['owner', owner],
    ['administrator', admin],
  ];

  const document = await (await fetch(`${base}/api/docs/json`)).json();
  // Every write, and the reads that need a session (a public read lets everyone through).
  const routes = operationsOf(document).filter(
    (operation) => operation.method !== 'GET' || (operation.policy && operation.policy !== 'public'),
  );
  const writes = routes.filter((operation) => operation.method !== 'GET');
  const requests = policyRequests({ base, owner, author, admin });
  assert.deepEqual(routes.map(routeOf).sort(), Object.keys(requests).sort(), 'a valid request for each');
  assert.ok(
    writes.some((operation) => operation.path.startsWith('/api/admin/')),
    'the admin console is in',
  );

  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let allowedCases = 0;
  let refusedCases = 0;
  let refusedUnchanged = 0;
  for (const operation of routes) {
    const route = routeOf(operation);
    const policy = operation.policy as Policy;
    if (!(policy in ALLOWED)) {
      problems.push(`${route}: no known policy (${policy})`);
      continue;
    }
    for (const [caller, account] of callers) {
      const request = requests[route]!;
      const sent = await request.prepare(account);
      // A logout or a login ends the session it is sent with: it gets one of its own.
      const cookie =
        account && request.endsSession
          ? (await logIn(base, account.email, account.password)).cookie
          : account?.cookie;
      const allowed = ALLOWED[policy].includes(caller);
      const dataBefore = allowed ? {} : dumpDatabase(server.dataDir);
      const uploadsBefore = allowed ? [] : listUploads(server.dataDir);
      const answered = await send(base, sent, cookie).then(
        async (response) => ({ status: response.status, text: await response.text() }),
        (error: Error) => ({ status: 0, text: `no answer: ${String(error.cause ?? error.message)}` }),
      );
      statuses.set(answered.status, (statuses.get(answered.status) ?? 0) + 1);
      const label = `${route} (${policy}) as ${caller}: ${answered.status} ${answered.text.slice(0, 160)}`;
      if (allowed) {
        allowedCases += 1;
        if (answered.status < 200 || answered.status >= 300) problems.push(`refused: ${label}`);
        continue;
      }
      refusedCases += 1;
      const expected = caller === 'guest' ? 401 : 403;
      if (answered.status !== expected) problems.push(`not a ${expected}: ${label}`);
      const tables = changedTables(dataBefore, dumpDatabase(server.dataDir));
      const uploadsAfter = listUploads(server.dataDir);
      const files = uploadsAfter.filter((file) => !uploadsBefore.includes(file)).length;
      const gone = uploadsBefore.filter((file) => !uploadsAfter.includes(file)).length;
      if (tables.length === 0 && files === 0 && gone === 0) refusedUnchanged += 1;
      else
        problems.push(`changed ${tables.join(', ') || 'no table'}, ${files} files in, ${gone} out: ${label}`);
    }
  }

  recordFigures('access control', {
    'write routes covered (admin console)': `${writes.length} (${writes.filter((w) => w.path.startsWith('/api/admin/')).length})`,
    'reads that need a session covered': routes.length - writes.length,
    'routes by policy': Object.keys(ALLOWED)
      .map((policy) => `${policy}: ${routes.filter((route) => route.policy === policy).length}`)
      .join(', '),
    'cases tried (route × caller)': allowedCases + refusedCases,
    'allowed cases that succeeded': `${allowedCases - problems.filter((p) => p.startsWith('refused')).length} of ${allowedCases}`,
    'refused cases with zero change (rows, files)': `${refusedUnchanged} of ${refusedCases}`,
    'answers by status': [...statuses.entries()]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', '),
  });
  assert.deepEqual(problems, []);
});
