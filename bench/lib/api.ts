/** API throughput: each endpoint (and a page's document) under load beside a bare server returning its bytes. */
import { messages } from '../../api/src/messages.ts';
import { bareServer, load, type LoadFigures, type LoadRequest } from './load.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as news from 'shared-ui/contracts/news';
import * as users from 'shared-ui/contracts/users';
import * as pages from 'shared-ui/contracts/pages';
import * as shop from 'shared-ui/contracts/shop';

export interface ApiFigures {
  name: string;
  path: string;
  app: LoadFigures | null;
  bare: LoadFigures | null;
  ratio: number | null;
  /** The bare server's CPU time per answer over the app's: the ratio whatever else the machine runs. */
  cpuRatio?: number;
  note?: string;
}

interface Endpoint extends LoadRequest {
  name: string;
  path: string;
}

const BENCH_MEMBER = {
  username: 'Bench Member',
  email: 'bench.member@example.com',
  password: 'pamoja-bench',
};

/**
 * The list answers come from the server's short-lived answer cache, a signed-in member's too
 * where it is the guests' (the product list, published articles): the 'signed in' rows add the
 * session's lookup. Logins beyond what the password hashing can take in time are refused with
 * the documented 503 (README: PASSWORD_HASH_*): counted apart, as shed, not as errors.
 */
export const ENDPOINTS: (Endpoint & { signedIn?: boolean })[] = [
  { name: 'products, page 1', path: addressOf(shop.fetchProducts, { query: { page: 1 } }) },
  {
    name: 'products, page 1, signed in',
    path: addressOf(shop.fetchProducts, { query: { page: 1 } }),
    signedIn: true,
  },
  { name: 'articles, all', path: addressOf(pages.getArticles, { query: { priority: 'all' } }) },
  {
    name: 'articles, all, signed in',
    path: addressOf(pages.getArticles, { query: { priority: 'all' } }),
    signedIn: true,
  },
  { name: 'news', path: addressOf(news.getNews) },
  // A guest's page rendered on the server, as a document: kept like the answers it is made of.
  { name: 'marketplace page (document)', path: '/marketplace', headers: { accept: 'text/html' } },
  {
    name: 'login',
    path: addressOf(users.login),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }),
    shedding: messages.accountsBusy,
  },
];

/** Registers the bench member (once per database) and signs in: the `cookie` header to send, and its id. */
export async function memberSession(baseUrl: string): Promise<{ cookie: string; userId: number }> {
  const json = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}${addressOf(users.register)}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(BENCH_MEMBER),
  });
  const login = await fetch(`${baseUrl}${addressOf(users.login)}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }),
  });
  const sid = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!login.ok || !sid) throw new Error(`the bench member could not sign in (${login.status})`);
  const answer = (await login.json()) as { user?: { id: number } };
  return { cookie: sid.split(';')[0]!, userId: answer.user?.id ?? 0 };
}

/** The bench member's `cookie` header. */
export const memberCookie = async (baseUrl: string) => (await memberSession(baseUrl)).cookie;

export async function measureApi(
  baseUrl: string,
  seconds: number,
  serverPid?: number,
): Promise<ApiFigures[]> {
  const cookie = await memberCookie(baseUrl);
  const figures: ApiFigures[] = [];
  for (const endpoint of ENDPOINTS) {
    const { name, path, signedIn, ...fields } = endpoint;
    const request = signedIn ? { ...fields, headers: { ...fields.headers, cookie } } : fields;
    const probe = await fetch(baseUrl + path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const bytes = Buffer.from(await probe.arrayBuffer());
    if (!probe.ok) {
      figures.push({ name, path, app: null, bare: null, ratio: null, note: `answers ${probe.status}` });
      continue;
    }
    const app = await load(baseUrl + path, request, seconds, 50, serverPid);
    const bare = await bareServer(bytes, probe.headers.get('content-type') ?? 'application/json');
    const bareFigures = await load(bare.url, request, seconds, 50, bare.pid);
    await bare.close();
    figures.push({
      name,
      path,
      app,
      bare: bareFigures,
      ratio: Number((app.rps / bareFigures.rps).toFixed(2)),
      ...(app.cpu && bareFigures.cpu && { cpuRatio: Number((bareFigures.cpu / app.cpu).toFixed(2)) }),
    });
  }
  return figures;
}
