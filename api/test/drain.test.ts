/**
 * SIGTERM drains the server: the health check says it is not ready, no new connection is taken,
 * an upload in flight (a big body still being sent slowly) completes and is stored, and the
 * process exits 0; past SHUTDOWN_GRACE_MS a client that never finishes is cut off.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { health } from 'shared-ui/contracts/health';
import { login, register, updateProfileImage } from 'shared-ui/contracts/users';
import type { RunningServer } from '../../scripts/lib/server-process.ts';
import { messages } from '../src/messages.ts';
import { urlOf } from './contract-call.ts';
import { createTestEnvironment, startServerProcess } from './helpers.ts';
import { filePart, multipart } from './multipart.ts';
import { waitForLine } from './server-log.ts';

/** A photo of noise: large (about a megabyte), since noise does not compress. */
const bigPhoto = () =>
  sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

/** A member signed in over HTTP: the session cookie and the member's id. */
async function signUp(server: RunningServer): Promise<{ cookie: string; id: number }> {
  const account = { username: 'Zawadi', email: 'zawadi@example.org', password: 'pwani-2026' };
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  assert.equal((await post(urlOf(register), account)).status, 201);
  const signedIn = await post(urlOf(login), { email: account.email, password: account.password });
  assert.equal(signedIn.status, 200);
  const sid = /sid=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
  assert.ok(sid, 'login sets the session cookie');
  return { cookie: `sid=${sid}`, id: ((await signedIn.json()) as { user: { id: number } }).user.id };
}

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** A connection of its own, and the answer the server sends on it before closing it. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    send: (bytes: Buffer | string) => new Promise<void>((resolve) => socket.write(bytes, () => resolve())),
    async answer(): Promise<RawAnswer> {
      await closed;
      const end = received.indexOf('\r\n\r\n');
      return {
        status: Number(received.split(' ')[1] ?? 0),
        headers: received.slice(0, Math.max(end, 0)).toLowerCase(),
        body: end < 0 ? '' : received.slice(end + 4),
      };
    },
    closed,
  };
}

/** Whether a new connection to `port` is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** A profile image upload's request, the body left to send. */
async function uploadRequest(server: RunningServer, member: { cookie: string; id: number }) {
  const form = await multipart(
    { user_id: String(member.id) },
    { profile_image: filePart(await bigPhoto(), 'me.jpg', 'image/jpeg') },
  );
  const head = [
    `POST ${urlOf(updateProfileImage)} HTTP/1.1`,
    `Host: 127.0.0.1:${server.port}`,
    `Cookie: ${member.cookie}`,
    `Content-Type: ${form.headers['content-type']}`,
    `Content-Length: ${form.payload.length}`,
    '',
    '',
  ].join('\r\n');
  return { head, body: form.payload };
}

async function startDraining(t: TestContext, graceMs: number) {
  const environment = await createTestEnvironment(t);
  const server = await startServerProcess(
    t,
    await environment.settings({ LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: String(graceMs) }),
  );
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  return { server, exited, member: await signUp(server) };
}

const storedProfileImages = (server: RunningServer, name: string) =>
  existsSync(path.join(server.dataDir, 'uploads', 'users', name));

test(
  'SIGTERM during a slow upload: health says not ready, new connections are refused, the upload is stored',
  { timeout: 60_000 },
  async (t) => {
    const { server, exited, member } = await startDraining(t, 20_000);
    const { head, body } = await uploadRequest(server, member);
    assert.ok(body.length > 500_000, `a big body (${body.length} bytes)`);

    const upload = rawConnection(server.port);
    await upload.send(head);
    const half = Math.floor(body.length / 2);
    await upload.send(body.subarray(0, half));
    // A health check that has begun to arrive when the drain starts.
    const probe = rawConnection(server.port);
    await probe.send(`GET ${urlOf(health)} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    await sleep(200);

    server.child.kill('SIGTERM');
    await waitForLine(server, (line) => line.msg === 'SIGTERM received: draining, then closing');
    let refusedNow = false;
    for (let tries = 0; tries < 40 && !refusedNow; tries++) {
      refusedNow = await refused(server.port);
      if (!refusedNow) await sleep(50);
    }
    assert.ok(refusedNow, 'a new connection is refused while the server drains');

    await probe.send('\r\n');
    const notReady = await probe.answer();
    assert.equal(notReady.status, 503);
    assert.deepEqual(JSON.parse(notReady.body), { status: 'error', message: messages.unavailable });
    assert.match(notReady.headers, /\r\nconnection: close/);
    assert.equal(server.child.exitCode, null, 'the server waits for the upload');

    // The rest of the body, slowly.
    const rest = body.subarray(half);
    const step = Math.ceil(rest.length / 10);
    for (let start = 0; start < rest.length; start += step) {
      await upload.send(rest.subarray(start, start + step));
      await sleep(100);
    }
    const answer = await upload.answer();
    assert.equal(answer.status, 200, answer.body);
    const stored = JSON.parse(answer.body) as { success: boolean; profile_image: string };
    assert.equal(stored.success, true);

    assert.equal(await exited, 0, server.output());
    assert.ok(storedProfileImages(server, stored.profile_image), 'the upload is stored');
  },
);

test(
  'past SHUTDOWN_GRACE_MS an upload that never finishes is cut off and the server exits 0',
  { timeout: 60_000 },
  async (t) => {
    const { server, exited, member } = await startDraining(t, 1000);
    const { head, body } = await uploadRequest(server, member);
    const upload = rawConnection(server.port);
    await upload.send(head);
    await upload.send(body.subarray(0, body.length / 2));
    await sleep(200);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await upload.closed;
    assert.equal(await exited, 0, server.output());
    assert.ok(Date.now() - stoppedAt >= 900, 'the upload had its grace time');
    await waitForLine(
      server,
      (line) => line.msg === 'requests still in flight after 1000 ms: closing their connections',
    );
  },
);
