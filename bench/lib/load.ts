/**
 * Throughput and latency under load (autocannon), beside a bare node:http
 * server answering the same bytes from memory, in its own process: the runtime's
 * physical limit on this machine, measured in the same run so machine noise cancels.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  /** Mean latency (ms), to two decimals: finer than the percentiles' whole milliseconds. */
  mean: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers whose status is not 2xx, those counted in `shed` among them. */
  non2xx: number;
  /** Refusals the server documents for the call under load (`LoadRequest.shedding`): not errors. */
  shed: number;
  /**
   * The server's CPU time per answer, in µs, when its process was given (`load`'s `pid`): what
   * an answer costs whatever else the machine runs, unlike the requests a second.
   */
  cpu?: number;
}

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far, in µs (user and system, from /proc). */
function cpuTime(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
}

/** What went wrong: connection errors, timeouts and every non-2xx answer but the documented refusals. */
export const failures = (figures: LoadFigures): number => figures.errors + figures.non2xx - figures.shed;

export interface LoadRequest {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /**
   * The refusal the server documents for this call when it has more of its work than it can do
   * in time: a 503 with `Retry-After` and this message (the login's password-hash queue, see
   * README's PASSWORD_HASH_*). Such answers count as shed, not as errors; any other 503 is one.
   */
  shedding?: string;
  /** `[<id>]` in the URL is a new id for each request: no two requests ask for the same address. */
  newIdEachTime?: boolean;
  /** Paths asked in turn by each connection instead of the URL's own (`[<id>]` replaced as in it). */
  paths?: string[];
}

/** Whether an answer is the documented refusal: a 503 with `Retry-After` whose body carries `message`. */
export const isShed = (
  message: string,
  status: number,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): boolean =>
  status === 503 &&
  Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after') &&
  body.includes(message);

export async function load(
  url: string,
  request: LoadRequest,
  seconds: number,
  connections = 50,
  pid?: number,
) {
  let shed = 0;
  const cpuBefore = pid === undefined ? 0 : cpuTime(pid);
  const { shedding } = request;
  const result = await autocannon({
    url,
    method: request.method ?? 'GET',
    body: request.body,
    headers: request.headers,
    connections,
    duration: seconds,
    idReplacement: request.newIdEachTime ?? false,
    // Each answer is looked at only where the call may be refused on purpose.
    ...(shedding !== undefined && {
      requests: [
        {
          onResponse: (status: number, body: string, _context: object, headers?: IncomingHttpHeaders) => {
            if (isShed(shedding, status, body, headers ?? {})) shed += 1;
          },
        },
      ],
    }),
    ...(request.paths && { requests: request.paths.map((path) => ({ path })) }),
  });
  return {
    rps: Math.round(result.requests.average),
    mean: Number(result.latency.average.toFixed(2)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    shed,
    ...(pid !== undefined && {
      cpu: Math.round((cpuTime(pid) - cpuBefore) / Math.max(1, result.requests.total)),
    }),
  } satisfies LoadFigures;
}

/**
 * A bare server that answers every request with these bytes, in its own process: in the
 * bench's process it would share a core with autocannon and every ratio to it would be inflated.
 */
export async function bareServer(
  bytes: Buffer,
  contentType: string,
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
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
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
