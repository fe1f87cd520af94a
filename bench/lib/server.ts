/** The real server (production builds, demo content) on a free port with a throwaway DATA_DIR. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/apps.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

export { ROOT } from '../../scripts/lib/apps.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the server; its DATA_DIR is removed on stop unless it was given or `keepData` is set. */
export async function startServer(
  env: Record<string, string> = {},
  options: { keepData?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mijikenda-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!env.DATA_DIR && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
