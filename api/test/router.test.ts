/**
 * The contract router (builders/router.ts): each contract's policy is enforced before its
 * handler runs, which has no check of its own and gets the caller the policy guarantees. A
 * stand-in domain here, whose handlers only say whom they were called for; the real domains'
 * refusals are in access-control, admin and the domains' own tests.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { endpoint } from 'shared-ui/contracts';
import { listAccounts } from 'shared-ui/contracts/admin';
import type { SessionUser } from '../src/db/sessions.repository.ts';
import { messages } from '../src/messages.ts';
import errorHandler from '../src/plugins/app/error-handler.ts';
import { router, type RoutesOf } from '../src/builders/router.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const Said = Type.Object({ calledFor: Type.Union([Type.Integer(), Type.Null()]) });
const Refused = Type.Object({ status: Type.Literal('error'), message: Type.String() });
const answers = { 200: Said, 400: Refused, 401: Refused, 403: Refused };

/** A domain of one endpoint per policy. */
const demo = {
  open: endpoint({ method: 'GET', path: 'demo/open', summary: 'open', policy: 'public', answers }),
  mine: endpoint({ method: 'GET', path: 'demo/mine', summary: 'mine', policy: 'signed-in', answers }),
  console: endpoint({ method: 'GET', path: 'demo/console', summary: 'console', policy: 'admin', answers }),
  post: endpoint({
    method: 'POST',
    path: 'demo/post',
    summary: 'as oneself',
    policy: 'payload-user',
    body: Type.Object({ user_id: Type.Integer() }),
    answers,
  }),
  comment: endpoint({
    method: 'POST',
    path: 'demo/comment',
    summary: 'guest or oneself',
    policy: 'guest-or-payload-user',
    body: Type.Object({ user_id: Type.Optional(Type.Integer()) }),
    answers,
  }),
};

const MEMBER: SessionUser = { id: 7, username: 'amina', email: 'amina@example.com', role: 'member' };
const ADMIN: SessionUser = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' };

/** The handlers: none checks anything; each says whom it was called for, and counts its calls. */
function demoApp() {
  let calls = 0;
  const said = (caller: SessionUser | null) => {
    calls += 1;
    return { calledFor: caller?.id ?? null };
  };
  const routes: RoutesOf<typeof demo> = {
    open: { handler: (_request, _reply, caller) => said(caller) },
    mine: { signedOut: () => 'Sign in to see yours.', handler: (_request, _reply, caller) => said(caller) },
    console: { handler: (_request, _reply, caller) => said(caller) },
    post: {
      payloadUser: { notCaller: () => 'As yourself only.' },
      handler: (_request, _reply, caller) => said(caller),
    },
    comment: {
      payloadUser: { notCaller: () => 'Comment as yourself.' },
      handler: (_request, _reply, caller) => said(caller),
    },
  };
  const app = Fastify();
  app.decorateRequest('user', null);
  // The session, as the auth plugin would find it: by a header here.
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-test-user'];
    request.user = who === 'member' ? MEMBER : who === 'admin' ? ADMIN : null;
  });
  return {
    app,
    calls: () => calls,
    ready: async () => {
      await app.register(errorHandler);
      await app.register(router(demo, routes), { prefix: '/api/demo' });
      await app.ready();
    },
  };
}

const as = (who: 'guest' | 'member' | 'admin') => (who === 'guest' ? {} : { 'x-test-user': who });

test('the router refuses what a policy does not allow before the handler, which has no check of its own', async () => {
  const demoServer = demoApp();
  await demoServer.ready();
  const { app } = demoServer;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    who: 'guest' | 'member' | 'admin',
    body?: object,
  ) => {
    const response = await app.inject({ method, url: `/api/demo/${url}`, headers: as(who), payload: body });
    return { status: response.statusCode, body: response.json() };
  };

  // Refused: the handler never runs.
  assert.deepEqual(await call('GET', 'mine', 'guest'), {
    status: 401,
    body: { status: 'error', message: 'Sign in to see yours.' },
  });
  assert.deepEqual(await call('GET', 'console', 'guest'), {
    status: 401,
    body: { status: 'error', message: messages.notLoggedIn },
  });
  assert.deepEqual(await call('GET', 'console', 'member'), {
    status: 403,
    body: { status: 'error', message: messages.forbidden },
  });
  assert.deepEqual(await call('POST', 'post', 'member', { user_id: 8 }), {
    status: 403,
    body: { status: 'error', message: 'As yourself only.' },
  });
  assert.deepEqual(await call('POST', 'comment', 'guest', { user_id: 7 }), {
    status: 401,
    body: { status: 'error', message: messages.notLoggedIn },
  });
  assert.deepEqual(await call('POST', 'comment', 'member', { user_id: 8 }), {
    status: 403,
    body: { status: 'error', message: 'Comment as yourself.' },
  });
  assert.equal(demoServer.calls(), 0, 'no handler ran for a refused call');

  // Let through: the handler gets the caller its policy guarantees.
  assert.deepEqual(await call('GET', 'open', 'guest'), { status: 200, body: { calledFor: null } });
  assert.deepEqual(await call('GET', 'open', 'member'), { status: 200, body: { calledFor: 7 } });
  assert.deepEqual(await call('GET', 'mine', 'member'), { status: 200, body: { calledFor: 7 } });
  assert.deepEqual(await call('GET', 'console', 'admin'), { status: 200, body: { calledFor: 1 } });
  assert.deepEqual(await call('POST', 'post', 'member', { user_id: 7 }), {
    status: 200,
    body: { calledFor: 7 },
  });
  // A guest's comment names nobody: its author is null, even when a member sends it unsigned.
  assert.deepEqual(await call('POST', 'comment', 'guest', {}), { status: 200, body: { calledFor: null } });
  assert.deepEqual(await call('POST', 'comment', 'member', {}), { status: 200, body: { calledFor: null } });
  assert.deepEqual(await call('POST', 'comment', 'member', { user_id: 7 }), {
    status: 200,
    body: { calledFor: 7 },
  });
  assert.equal(demoServer.calls(), 8);
});

test('the real server: a member is refused an administrator-only call by the router, not by its handler', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  // The accounts list's handler reads the accounts straight away: it has no check of its own.
  const response = await callEndpoint(app, listAccounts, { session: member });
  assert.equal(response.statusCode, 403);
  assert.deepEqual(response.json(), { status: 'error', message: messages.forbidden });
});
