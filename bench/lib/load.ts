/**
 * Throughput and latency under load (autocannon), beside a bare node:http
 * server answering the same bytes from memory, in its own process: the runtime's
 * physical limit on this machine, measured in the same run so machine noise cancels.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * A bare server that answers every request with these bytes, in its own process: in the
 * bench's process it would share a core with autocannon and every ratio to it would be inflated.
 */
export async function bareServer(
  bytes: Buffer,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mijikenda-bare-'));
  const file = path.join(dir, 'answer');
  writeFileSync(file, bytes);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.ts'), file, contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
