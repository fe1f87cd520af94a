/**
 * Runs the hardening tests (node:test, one file at a time: each starts its own servers) and
 * prints every figure they recorded. HARDENING=full (npm run test:hardening) runs the long
 * parts at full size: the 500-connection load for 60 s and sqlmap; the default is the quick
 * size that `npm test` runs.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { FIGURES_DIR, readFigures } from './lib/figures.ts';

rmSync(FIGURES_DIR, { recursive: true, force: true });
const files = process.argv.slice(2);
const child = spawn(
  process.execPath,
  ['--test', '--test-concurrency=1', ...(files.length ? files : ['tests/**/*.test.ts'])],
  { cwd: import.meta.dirname, stdio: 'inherit' },
);
const code = await new Promise<number>((resolve) => child.once('exit', (status) => resolve(status ?? 1)));

console.log(`\nHardening figures (${process.env.HARDENING === 'full' ? 'full' : 'quick'} run)`);
for (const { section, figures } of readFigures()) {
  console.log(`\n${section}`);
  const width = Math.max(...Object.keys(figures).map((key) => key.length));
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(width)}  ${value}`);
}
console.log(`\n(figures also in ${path.relative(process.cwd(), FIGURES_DIR)}/)`);
process.exit(code);
