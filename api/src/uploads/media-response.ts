/**
 * Answers a GET for a stored file read through the media store (a bucket: plugins/app/media.ts),
 * as @fastify/static answers one from the local disk: one byte range when asked (206 with
 * Content-Range; audio and video seek), 416 past the end, 304 when the browser's copy is
 * current, with the file's type, length and validators.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, type MediaKind } from './media-kinds.ts';
import { RangeNotSatisfiable, type ByteRange, type MediaStorage } from './storage.ts';

/**
 * The one range of a `Range` header, or undefined to send the whole file: several ranges, a
 * unit other than bytes or a malformed header are ignored, as HTTP allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  if (match[2] === '') return { start };
  const end = Number(match[2]);
  return end < start ? undefined : { start, end };
}

/** Whether an `If-None-Match` header names `etag` (weakly compared, as for a GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** The app's 404, as a missing file on the local disk answers. */
export const notFound = (reply: FastifyReply) => {
  reply.callNotFound();
  return reply;
};

/** A HEAD: the whole file's headers from its metadata, without fetching its bytes. */
async function sendHead(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  kind: MediaKind,
  name: string,
): Promise<FastifyReply> {
  const info = await storage.stat(kind, name);
  if (!info) return notFound(reply);
  reply.headers({ etag: info.etag, 'last-modified': info.modified.toUTCString() });
  if (matches(request.headers['if-none-match'], info.etag)) return reply.code(304).send();
  reply.headers({ 'content-type': contentTypeOf(name), 'content-length': info.size });
  return reply.send();
}

/**
 * Sends `name` of `kind` from `storage` with `headers` (its caching); a file not there is the
 * app's 404, as a missing file on the local disk is.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  kind: MediaKind,
  name: string,
  headers: Record<string, string>,
): Promise<FastifyReply> {
  reply.headers({ ...headers, 'accept-ranges': 'bytes' });
  if (request.method === 'HEAD') return sendHead(request, reply, storage, kind, name);
  const ifRange = request.headers['if-range'];
  const range = parseRange(request.headers.range);
  let file;
  try {
    file = await storage.open(kind, name, range);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiable)) throw error;
    return reply.code(416).header('content-range', `bytes */${error.size}`).send();
  }
  if (!file) return notFound(reply);
  // A range for another version of the file than the browser holds: the whole file instead.
  if (range && ifRange && ifRange !== file.etag && ifRange !== file.modified.toUTCString()) {
    file.body.destroy();
    file = await storage.open(kind, name);
    if (!file) return notFound(reply);
  }
  reply.headers({ etag: file.etag, 'last-modified': file.modified.toUTCString() });
  if (matches(request.headers['if-none-match'], file.etag)) {
    file.body.destroy();
    return reply.code(304).send();
  }
  reply.header('content-type', contentTypeOf(name));
  if (file.range) {
    const { start, end } = file.range;
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    reply.header('content-length', end - start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(file.body);
}
