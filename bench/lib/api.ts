/** API throughput: each endpoint under load beside a bare server returning its bytes. */
import { bareServer, load, type LoadFigures, type LoadRequest } from './load.ts';

export interface ApiFigures {
  name: string;
  path: string;
  app: LoadFigures | null;
  bare: LoadFigures | null;
  ratio: number | null;
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

export const ENDPOINTS: Endpoint[] = [
  { name: 'products, page 1', path: '/api/shop/fetch_products.php?page=1' },
  { name: 'articles, all', path: '/api/pages/get_articles.php?priority=all' },
  { name: 'news', path: '/api/news/getNews.php' },
  {
    name: 'login',
    path: '/api/users/login.php',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }),
  },
];

export async function measureApi(baseUrl: string, seconds: number): Promise<ApiFigures[]> {
  await fetch(`${baseUrl}/api/users/register.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_MEMBER),
  });
  const figures: ApiFigures[] = [];
  for (const endpoint of ENDPOINTS) {
    const { name, path, ...request } = endpoint;
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
    const app = await load(baseUrl + path, request, seconds);
    const bare = await bareServer(bytes, probe.headers.get('content-type') ?? 'application/json');
    const bareFigures = await load(bare.url, request, seconds);
    await bare.close();
    figures.push({
      name,
      path,
      app,
      bare: bareFigures,
      ratio: Number((app.rps / bareFigures.rps).toFixed(2)),
    });
  }
  return figures;
}
