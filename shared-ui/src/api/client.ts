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
