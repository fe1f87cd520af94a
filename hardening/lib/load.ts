/**
 * A crowd on loopback: many keep-alive connections, each a member running a loop of mixed
 * actions for a fixed time (undici). Every answer is counted by status, every latency kept,
 * and every write the server acknowledged is recorded so it can be looked for afterwards.
 */
import { Pool } from 'undici';

export interface Outcome {
  /** Which action; counted per action and status. */
  action: string;
  /** Which worker sent it, and at which of its steps (names what a write was). */
  worker: number;
  step: number;
  method: Request['method'];
  /** The path, without its query. */
  path: string;
  status: number;
  ms: number;
  /** A refusal's (3xx-5xx) `Retry-After` header and body; nothing for a success. */
  refusal?: { retryAfter: string | undefined; body: string };
}

export interface LoadRun {
  outcomes: Outcome[];
  /** Requests that got no answer at all (connection refused, reset, timed out). */
  failures: { action: string; error: string }[];
  seconds: number;
}

export type Request = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

/** One action: the request to send, and what to do with a 2xx answer's body (a write to record). */
export interface Action {
  name: string;
  weight: number;
  request: (worker: number, step: number) => Request | Promise<Request>;
  acknowledged?: (worker: number, step: number, body: string) => void;
}

function pick(actions: Action[], total: number): Action {
  let roll = Math.random() * total;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return actions.at(-1)!;
}

/** Runs `connections` workers for `seconds`; each sends one request at a time, on its own connection. */
export async function runCrowd(
  base: string,
  connections: number,
  seconds: number,
  actions: Action[],
): Promise<LoadRun> {
  // Generous timeouts: a slow answer under this load is still an answer (its latency is counted).
  const pool = new Pool(base, { connections, pipelining: 1, headersTimeout: 120_000, bodyTimeout: 120_000 });
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  const outcomes: Outcome[] = [];
  const failures: LoadRun['failures'] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async (id: number) => {
    for (let step = 0; performance.now() < until; step += 1) {
      const action = pick(actions, total);
      const request = await action.request(id, step);
      const sent = performance.now();
      try {
        const response = await pool.request({ ...request, headers: request.headers ?? {} });
        const body = await response.body.text();
        const ms = performance.now() - sent;
        const { statusCode: status, headers } = response;
        const refusal = status < 300 ? undefined : { retryAfter: headers['retry-after']?.toString(), body };
        const path = request.path.split('?')[0]!;
        outcomes.push({
          action: action.name,
          worker: id,
          step,
          method: request.method,
          path,
          status,
          ms,
          refusal,
        });
        if (status < 300) action.acknowledged?.(id, step, body);
      } catch (error) {
        failures.push({ action: action.name, error: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, id) => worker(id)));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return { outcomes, failures, seconds: elapsed };
}

/** The q-th quantile (0..1) of some latencies, in whole milliseconds. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
}

/** A multipart body, as a browser's form sends it. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----crowd${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
