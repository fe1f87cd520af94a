import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestContext } from 'node:test';

const SERVER = path.join(import.meta.dirname, '..', 'src', 'server.ts');

export interface ServerProcess {
  /** Its base URL, `http://127.0.0.1:<port>`. */
  url: string;
  /** Stops it as an operator would (SIGTERM: it drains requests and closes the database). */
  stop(): Promise<void>;
}

/**
 * The real server (`src/server.ts`) in its own process on a free loopback port, as `npm start`
 * runs it; stopped after the test at the latest. Resolves once it serves.
 */
export async function startServerProcess(
  t: TestContext,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  t.after(stop);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail('did not start within 60 s'), 60_000);
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`The server ${why}:\n${output}`));
    };
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const url = /serving on (http:\/\/[^"\s]+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => fail(`exited with code ${code}`));
  });
  return { url, stop };
}
