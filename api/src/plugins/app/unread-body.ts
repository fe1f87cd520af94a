import type { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How long, and for how many bytes, a closing connection still takes what the client sends. */
const LINGER = { ms: 10_000, bytes: 64 * 1024 * 1024 };

/**
 * Closes `socket` as a lingering close does: the answer is written and our side shut (FIN),
 * then what the client is still sending is read and dropped until it stops, for at most
 * `LINGER`. Closed at once, the socket would answer those bytes with a reset, and a client
 * still sending its body could lose the answer it was given (a write error instead of the
 * refusal's message).
 */
function lingerOnClose(socket: Socket, request: IncomingMessage): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    request.unpipe();
    request.resume();
    this.end();
    let received = 0;
    const stop = () => this.destroy();
    const timer = setTimeout(stop, LINGER.ms).unref();
    this.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > LINGER.bytes) stop();
    });
    this.once('end', stop);
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}

/**
 * A declared body this small is left to Node, which reads and drops what was not read once the
 * answer is sent, and the connection serves the next request. A crowd refused by a rate limit
 * would otherwise reconnect for every refusal, and a Node server accepts one new connection per
 * turn of its event loop: under load, new connections waited seconds to be accepted.
 */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * A refusal sent before the whole body was read (its size, type, sign-in, a rate limit)
 * closes the connection after the answer, unless the body is small (above): the rest of a
 * large or unknown body is never read, so a keep-alive client's next request would wait
 * behind it. The close lingers (above) so the client reads the refusal rather than a reset.
 */
function closeUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.statusCode < 400 || request.raw.complete) return;
  if (Number(request.headers['content-length']) <= SMALL_BODY_BYTES) return;
  reply.header('connection', 'close');
  lingerOnClose(request.raw.socket, request.raw);
}

export default fp(
  async (app) => {
    // Every answer passes here: without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      closeUnreadBody(request, reply);
      done(null, payload);
    });
  },
  { name: 'unread-body' },
);
