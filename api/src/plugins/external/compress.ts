import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** The encodings answers are compressed with, the client's preference deciding between them. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers go as they are: compressing them saves too little to pay for itself. */
const THRESHOLD = 1024;
/** Browsers send a handful of different Accept-Encoding headers: each is read once. */
const chosen = new LRUCache<string, Encoding | 'as-is'>({ max: 64 });

function negotiated(accepted: string): Encoding | undefined {
  let encoding = chosen.get(accepted);
  if (encoding === undefined) {
    const best = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
    encoding = best === 'br' || best === 'gzip' ? best : 'as-is';
    chosen.set(accepted, encoding);
  }
  return encoding === 'as-is' ? undefined : encoding;
}

/**
 * The encoding an answer of `size` bytes goes out in, as the plugin below chooses it for answers
 * it compresses on the fly (`x-no-compression`, `*` and `x-gzip` read as it reads them), or
 * undefined to send it as it is.
 */
export function chosenEncoding(
  request: { headers: IncomingHttpHeaders },
  size: number,
): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || size < THRESHOLD || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiated(accepted);
}

/**
 * `bytes` compressed once, to be sent many times: brotli at quality 6 (quality 4 on the fly), as
 * cheap to make and a twentieth smaller for lists; above it brotli costs 20 times as much.
 */
export const compressedCopy = (bytes: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes);

/** Marks `reply` as sending an answer already compressed with `encoding` (the plugin then leaves it alone). */
export function sendsEncoded(reply: FastifyReply, encoding: Encoding): FastifyReply {
  const vary = reply.getHeader('vary');
  const varies = vary === undefined ? [] : [vary].flat().map(String);
  if (!varies.some((value) => value.toLowerCase().includes('accept-encoding'))) {
    reply.header('vary', [...varies, 'accept-encoding'].join(', '));
  }
  return reply.header('content-encoding', encoding);
}

/**
 * On-the-fly compression for API answers. Static builds ship their own .br/.gz files, and the
 * answer cache keeps its own compressed copies: both are served as they are (a reply that
 * already has Content-Encoding is left alone).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: THRESHOLD,
      encodings: [...ENCODINGS],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
