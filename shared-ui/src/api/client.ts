/**
 * The API client: a small fetch wrapper whose base address is chosen by host
 * name from the runtime configuration (spec: local, staging, production),
 * falling back to same-origin `/api`. Components never build URLs: they call
 * the typed endpoint functions beside this file.
 */
import type { RuntimeConfig } from '../contracts/index.ts';

const DEFAULT_BASE = '/api';
const TIMEOUT_MS = 15_000;
/** A GET is tried once more after a network failure or one of these answers. */
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);
/** Answers whose Retry-After header sets the wait before that retry. */
const RETRY_AFTER_STATUSES = new Set([413, 429, 503]);
const RETRY_DELAY_MS = 300;

let base = DEFAULT_BASE;

/** Picks the API base for this host from the runtime configuration. */
export function configureApi(config: RuntimeConfig['api'] | undefined, hostname = location.hostname): void {
  base = config?.hosts?.[hostname] ?? config?.default ?? DEFAULT_BASE;
}

export function apiBase(): string {
  return base;
}

export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Added to the address as its query string. */
  searchParams?: SearchParams;
}

export interface HttpClient {
  get(path: string, options?: RequestOptions): Promise<Response>;
  post(path: string, options?: RequestOptions): Promise<Response>;
}

/** The address of an endpoint path under the API base, with its query string. */
export function apiUrl(path: string, searchParams?: SearchParams): string {
  let url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (searchParams) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(searchParams)) {
      if (value !== undefined) query.append(key, String(value));
    }
    const text = query.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

/** One attempt, aborted with a TimeoutError after TIMEOUT_MS. */
async function attempt(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Request timed out: ${url}`, 'TimeoutError')),
    TIMEOUT_MS,
  );
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The wait before a retry: the answer's Retry-After where it applies, else a short pause. */
function retryDelay(response: Response | null): number {
  const header = response && RETRY_AFTER_STATUSES.has(response.status) && response.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
    if (Number.isFinite(ms)) return Math.min(Math.max(ms, 0), TIMEOUT_MS);
  }
  return RETRY_DELAY_MS;
}

async function request(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const url = apiUrl(path, options.searchParams);
  const init: RequestInit = { method, credentials: 'include' };
  if (options.json !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(options.json);
  }
  if (method !== 'GET') return attempt(url, init);
  let response: Response | null = null;
  try {
    response = await attempt(url, init);
    if (!RETRY_STATUSES.has(response.status)) return response;
  } catch (error) {
    // A timeout is not retried; a network failure is.
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, retryDelay(response)));
  return attempt(url, init);
}

const client: HttpClient = {
  get: (path, options) => request('GET', path, options),
  post: (path, options) => request('POST', path, options),
};

/**
 * The HTTP client. HTTP refusals are not thrown: the spec shows the server's
 * own `message`/`error` for them, so callers read the answer body. Network
 * failures and timeouts throw (callers show the spec's network texts). A GET
 * is tried once more after a network failure or a 408/413/429/5xx answer.
 */
export function http(): HttpClient {
  return client;
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
