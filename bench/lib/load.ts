/**
 * Throughput and latency under load (autocannon), beside a bare node:http
 * server answering the same bytes from memory: the runtime's physical limit
 * on this machine, measured in the same run so machine noise cancels.
 */
import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  /** Mean latency (ms), to two decimals: finer than the percentiles' whole milliseconds. */
  mean: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export async function load(url: string, request: LoadRequest, seconds: number, connections = 50) {
  const result = await autocannon({
    url,
    method: request.method ?? 'GET',
    body: request.body,
    headers: request.headers,
    connections,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    mean: Number(result.latency.average.toFixed(2)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  } satisfies LoadFigures;
}

/** A bare server that answers every request with these bytes. */
export async function bareServer(
  bytes: Buffer,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    _request.resume();
    response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
