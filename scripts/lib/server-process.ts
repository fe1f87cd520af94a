/**
 * The real server (`api/src/server.ts`) in its own process on a free loopback port, as
 * `npm start` runs it: for the API tests that need a whole process, the bench and the
 * hardening suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.ts';
import { freePort } from './free-port.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server wrote to stderr (and stdout, unless ignored). */
  output(): string;
  /** Stops it as an operator would: SIGTERM, so it drains requests and closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Keep a DATA_DIR made here after stop (one given in `env` is never removed). */
  keepData?: boolean;
  /** Pass the server's stderr through to this process (its log is kept by `output()` otherwise). */
  inheritStderr?: boolean;
  /** How long to wait for `/api/health` (ms). */
  timeoutMs?: number;
}

/** Starts the server with `env` on top of quiet defaults and waits until it serves. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mijikenda-server-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', options.inheritStderr ? 'inherit' : 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (!running()) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => log,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
      if (!env.DATA_DIR && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
