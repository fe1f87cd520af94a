/**
 * The API client. One ky instance whose base address is chosen by host name
 * from the runtime configuration (spec: local, staging, production), falling
 * back to same-origin `/api`. Components never build URLs: they call the
 * typed endpoint functions beside this file.
 */
import ky, { type KyInstance } from 'ky';
import type { RuntimeConfig } from '../contracts/index.ts';
import { documentResponse } from './document-answers.ts';

const DEFAULT_BASE = '/api';
let base = DEFAULT_BASE;
let credentials: RequestCredentials = 'include';
let instance: KyInstance | null = null;

/**
 * Picks the API base for this host from the runtime configuration. `withCredentials: false`
 * sends no cookie (the marketplace embedded in another site reads public lists only).
 */
export function configureApi(
  config: RuntimeConfig['api'] | undefined,
  hostname = location.hostname,
  { withCredentials = true }: { withCredentials?: boolean } = {},
): void {
  base = config?.hosts?.[hostname] ?? config?.default ?? DEFAULT_BASE;
  credentials = withCredentials ? 'include' : 'omit';
  instance = null;
}

export function apiBase(): string {
  return base;
}

/**
 * The HTTP client. HTTP refusals are not thrown: the spec shows the server's
 * own `message`/`error` for them, so callers read the answer body. Network
 * failures and timeouts throw (callers show the spec's network texts). A read the page's
 * document came with is answered from it (see document-answers.ts).
 */
export function http(): KyInstance {
  instance ??= ky.create({
    prefix: base,
    credentials,
    throwHttpErrors: false,
    timeout: 15_000,
    retry: { limit: 1, methods: ['get'] },
    // A first visit's page came with its first reads' answers: those need no round trip.
    hooks: { beforeRequest: [({ request }) => documentResponse(request, base)] },
  });
  return instance;
}

/** Reads a JSON answer; an empty or non-JSON body becomes an empty object. */
export async function readJson<T extends object>(response: Response): Promise<Partial<T>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

/**
 * A read that failed: an error status, or an answer without what it must hold. A list shows its
 * failure state for it, never its empty one.
 */
export class ReadFailed extends Error {
  readonly status: number;
  constructor(status: number, url: string) {
    super(`${url || 'The read'} answered ${status} without what it must hold`);
    this.name = 'ReadFailed';
    this.status = status;
  }
}

/** A successful answer's JSON object; throws ReadFailed for an error status or a body that is no object. */
export async function readOk<T extends object>(response: Response): Promise<Partial<T>> {
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!body || typeof body !== 'object') throw new ReadFailed(response.status, response.url);
  return body as Partial<T>;
}

/** One page of a list: its items, and whether another page follows (the server's `hasMore`). */
export interface ListPage<T> {
  items: T[];
  hasMore: boolean;
}

/** The page an answer holds in `key`, with its `hasMore`, or undefined when it holds no such list. */
export function pageOf<T>(body: unknown, key: string): ListPage<T> | undefined {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const items = record?.[key];
  return Array.isArray(items) ? { items: items as T[], hasMore: record?.hasMore === true } : undefined;
}

/**
 * The page a list answer holds in `key`. An error status or an answer without the list throws
 * ReadFailed: a failed read is never taken for an empty list.
 */
export async function readPage<T>(response: Response, key: string): Promise<ListPage<T>> {
  const page = pageOf<T>(await readOk(response), key);
  if (!page) throw new ReadFailed(response.status, response.url);
  return page;
}
