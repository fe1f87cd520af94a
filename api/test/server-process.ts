import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestContext } from 'node:test';

const SERVER = path.join(import.meta.dirname, '..', 'src', 'server.ts');

/**
 * The real server (`src/server.ts`) in its own process on a free loopback port, as `npm start`
 * runs it; stopped after the test. Resolves with its base URL once it serves.
 */
export function startServerProcess(t: TestContext, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return new Promise((resolve, reject) => {
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
}
