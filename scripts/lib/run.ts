/** Runs child processes on this Node (the pinned one), with prefixed output when asked. */
import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.ts';

export const NODE = process.execPath;
export const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

export interface RunResult {
  code: number;
  output: string;
}

/** Runs a command to completion; streams its output (prefixed) and also returns it. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { prefix?: string; quiet?: boolean } = {},
): Promise<RunResult> {
  const { prefix, quiet, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (quiet) return;
      stream.write(prefix ? text.replace(/^(?=.)/gm, `[${prefix}] `) : text);
    };
    child.stdout?.on('data', onData(process.stdout));
    child.stderr?.on('data', onData(process.stderr));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
  });
}

/** Runs tasks with at most `limit` at a time; resolves with every result in order. */
export async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}
