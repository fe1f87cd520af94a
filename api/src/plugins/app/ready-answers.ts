/**
 * A ready answer of the answer cache (answer-cache.ts), and which requests share one: its key
 * (an API read's URL, a page's address and variant), whether a request is any guest's, and the
 * session a member's names. Read on every request, before the framework's own work for some
 * (`answerEarly`).
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionIdFor } from '../../auth/session-token.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import { compressedCopy, type Encoding } from '../external/compress.ts';
import { looksLikeFile } from '../../web/documents.ts';
import { pageVariant } from '../../web/page-variant.ts';

/**
 * An API read's ready answer is the same for every guest; a page's differs with its variant,
 * which is read only for what can be a page: a build's files (most requests) pay nothing for it.
 */
export function readyKey(request: FastifyRequest): string {
  const { url } = request;
  const pathname = url.split('?', 1)[0] ?? url;
  const page = !url.startsWith('/api/') && !url.startsWith('/mfe/') && !looksLikeFile(pathname);
  return page ? pageKey(url, request) : url;
}

/** The ready key of the page rendered at `address` in the variant `request` asks for. */
export const pageKey = (address: string, request: FastifyRequest) => `${address}\n${pageVariant(request)}`;

/** What the ready path reads of a request: the same on Node's request and on Fastify's. */
export interface Asked {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/**
 * A request every guest would get the same answer to, headers included: a GET without a
 * session cookie (a cookie header that so much as mentions one does not qualify) and without
 * an Origin (CORS answers each origin its own way).
 */
export function asAnyGuest(request: Asked): boolean {
  const cookie = request.headers.cookie;
  return (
    request.method === 'GET' &&
    request.headers.origin === undefined &&
    (cookie === undefined || !cookie.includes(`${SESSION_COOKIE}=`))
  );
}

/** The first `sid` in a `cookie` header (the one the cookie parser keeps), as its stored session id. */
const SESSION_IN_HEADER = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);
export function sessionIdInHeader(header: string | undefined): string | null {
  const token = header === undefined ? undefined : SESSION_IN_HEADER.exec(header)?.[1];
  return token === undefined ? null : sessionIdFor(token.trim());
}

/** How an answer goes out: compressed with one of the encodings, or as it is. */
export type Variant = Encoding | 'as-is';

/**
 * An answer as UTF-8 bytes, its compressed copies, each made when first asked for, and the
 * headers each went out with to a guest (below).
 */
export interface Answer extends Partial<Record<Encoding, Buffer>> {
  bytes: Buffer;
  /** The domains of the reads it is made of (cache-domains.ts). */
  domains: readonly string[];
  sent: Partial<Record<Variant, OutgoingHttpHeaders>>;
  /** Its media type (JSON unless said). */
  type?: string;
  /** Headers it goes out with besides those every answer gets (a page's preloads). */
  headers?: Readonly<Record<string, string>>;
}

export const bytesOf = (answer: Answer, variant: Variant) =>
  variant === 'as-is' ? answer.bytes : (answer[variant] ??= compressedCopy(answer.bytes, variant));

/** A guest's answer ready to send again as it went out, while `current()` (still the cache's answer). */
export interface Ready {
  answer: Answer;
  /** The status it went out with: 200, or 404 for the 'not found' page. */
  status: number;
  current: () => boolean;
  /** Whether the route gives this member the guests' entry (`byCaller`). */
  sharedWith: (user: SessionUser) => boolean;
}
