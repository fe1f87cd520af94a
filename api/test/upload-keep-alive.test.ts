/**
 * A refused upload must not leave its keep-alive connection hanging: over a real socket, a
 * client sends a refused upload and then a second request, as `curl URL --next URL2` does.
 * The server either reads the rest of the body and answers the next request on the same
 * connection, or says `Connection: close` and closes it, so the client opens a new one. A
 * client still sending the body it was refused gets to finish and read the answer: no reset.
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { contactSubmit } from 'shared-ui/contracts/contact';
import { health } from 'shared-ui/contracts/health';
import { addMusic } from 'shared-ui/contracts/music';
import { createArticle } from 'shared-ui/contracts/pages';
import { createReel } from 'shared-ui/contracts/reels';
import { addProduct } from 'shared-ui/contracts/shop';
import { deleteMusic, updateProfileImage } from 'shared-ui/contracts/users';
import { createYoutube } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { urlOf } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { jpeg, multipart } from './multipart.ts';
import { registerAndLogin } from './session-helpers.ts';

const MB = 1024 * 1024;

/** Every upload route, with a file field it takes and a size over that field's limit. */
const UPLOAD_ROUTES = [
  { url: urlOf(addMusic), file: 'song_file', size: 11 * MB },
  { url: urlOf(createReel), file: 'video1', size: 51 * MB },
  { url: urlOf(createYoutube), file: 'videoId', size: 11 * MB },
  { url: urlOf(addProduct), file: 'image_1', size: 9 * MB },
  { url: urlOf(createArticle), file: 'image1', size: 9 * MB },
  { url: urlOf(updateProfileImage), file: 'profile_image', size: 9 * MB },
];

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection: writes requests and reads answers (fixed-length bodies) in order. */
function connection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let buffer = Buffer.alloc(0);
  let closed = false;
  let failure: Error | undefined;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('error', (error) => {
    failure = error;
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  const until = async (ready: () => boolean, what: string, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!ready()) {
      if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    send: (bytes: Buffer) => socket.write(bytes),
    async answer(): Promise<RawAnswer> {
      let end = -1;
      await until(() => (end = buffer.indexOf('\r\n\r\n')) >= 0 || closed, 'answer');
      assert.ok(end >= 0, 'the server closed the connection without an answer');
      const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      await until(() => buffer.length >= end + 4 + length || closed, 'answer body');
      const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      buffer = buffer.subarray(end + 4 + length);
      return { status: Number(statusLine!.split(' ')[1]), headers, body };
    },
    closed: () => until(() => closed, 'close after Connection: close'),
    /** A write or read error on the connection (a reset while the client was still sending). */
    failure: () => failure,
    destroy: () => socket.destroy(),
  };
}

function requestBytes(url: string, headers: Record<string, string>, body: Buffer = Buffer.alloc(0)) {
  const head = [
    `POST ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    `Content-Length: ${body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

const HEALTH = Buffer.from(`GET ${urlOf(health)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 'latin1');

/**
 * Sends `refused` and expects `status`; then the client's next request must be answered: on the
 * same connection, or on a new one after the server said `Connection: close` and closed.
 */
async function refusedThenNext(app: App, refused: Buffer, status: number, route: string) {
  const { port } = app.server.address() as { port: number };
  const first = connection(port);
  try {
    first.send(refused);
    const answer = await first.answer();
    assert.equal(answer.status, status, `${route}: ${answer.body}`);
    let next = first;
    if (answer.headers.connection === 'close') {
      await first.closed();
      assert.equal(first.failure(), undefined, `${route}: the client could send its whole body`);
      next = connection(port);
    }
    try {
      next.send(HEALTH);
      const health = await next.answer();
      assert.equal(health.status, 200, `${route}: the next request on the connection`);
    } finally {
      if (next !== first) next.destroy();
    }
  } finally {
    first.destroy();
  }
}

test('a refused upload leaves the connection usable for the next request, on every upload route', async (t) => {
  const app = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const member = await registerAndLogin(app);
  const cookie = `sid=${member.cookie}`;
  const image = await jpeg();

  for (const { url, file, size } of UPLOAD_ROUTES) {
    const big = Buffer.concat([image, Buffer.alloc(size, 7)]);
    const tooLarge = await multipart(
      { user_id: String(member.user.id) },
      { [file]: { bytes: big, name: 'big.jpg', type: 'image/jpeg' } },
    );
    // Refused for its size (or, where the field takes no file, as an unexpected file).
    const sizeStatus = url.includes('youtube') ? 400 : 413;
    await refusedThenNext(
      app,
      requestBytes(url, { ...tooLarge.headers, cookie }, tooLarge.payload),
      sizeStatus,
      url,
    );
    // Refused before a byte of the body is read: no session.
    await refusedThenNext(app, requestBytes(url, tooLarge.headers, tooLarge.payload), 401, url);
    // Refused for its type: not multipart.
    const bytes = Buffer.alloc(2 * MB, 7);
    const octets = { 'content-type': 'application/octet-stream', cookie };
    await refusedThenNext(app, requestBytes(url, octets, bytes), 415, url);
  }
});

test('a JSON body over the size limit is refused, and the client still reads the refusal', async (t) => {
  const app = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const body = Buffer.from(JSON.stringify({ name: 'Neema', message: 'x'.repeat(3 * MB) }));
  const headers = { 'content-type': 'application/json' };
  await refusedThenNext(app, requestBytes(urlOf(contactSubmit), headers, body), 413, 'contact');
});

test('a small body refused before it was read keeps its connection: the next request is answered on it', async (t) => {
  const app = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const body = Buffer.from(JSON.stringify({ musicId: 1 }));
  const whole = requestBytes(urlOf(deleteMusic), { 'content-type': 'application/json' }, body);
  const client = connection(port);
  try {
    // The head alone: refused (no session) before a byte of the body has come.
    client.send(whole.subarray(0, whole.length - body.length));
    const refused = await client.answer();
    assert.equal(refused.status, 401);
    assert.notEqual(refused.headers.connection, 'close', 'a refused small body does not close');
    client.send(body);
    client.send(HEALTH);
    assert.equal((await client.answer()).status, 200, 'the next request on the same connection');
  } finally {
    client.destroy();
  }
});
