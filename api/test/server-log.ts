/**
 * For the tests of whole server processes (cluster, start lock, drain): their log lines (one
 * JSON object a line, as the server writes them), and requests each on a connection of its own,
 * as separate clients make them.
 */
import { request } from 'node:http';
import type { RunningServer } from '../../scripts/lib/server-process.ts';

export interface LogLine {
  level: number;
  pid: number;
  msg: string;
  req?: { url?: string };
}

/** pino's level of `error`. */
export const ERROR_LEVEL = 50;

/**
 * Every JSON log line the server wrote so far (other output is left out). Processes sharing one
 * pipe (a cluster's) may now and then write into each other's lines when the reader lags: such
 * a line is left out too.
 */
export function logLines(server: RunningServer): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/** Waits until the log has a line `found` accepts and returns it. */
export async function waitForLine(
  server: RunningServer,
  found: (line: LogLine) => boolean,
  timeoutMs = 20_000,
): Promise<LogLine> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = logLines(server).find(found);
    if (line) return line;
    if (Date.now() > deadline)
      throw new Error(`no such log line within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A GET on a new connection, closed after the answer (5 s at most): its status and body. */
export function getOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, signal: AbortSignal.timeout(5000) }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
