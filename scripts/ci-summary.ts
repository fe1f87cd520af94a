/** Sums every `test-results/summary-*.json` written by scripts/test.ts into one closing line. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.ts';

const dir = path.join(ROOT, 'test-results');
const counts = readdirSync(dir)
  .filter((file) => /^summary-.*\.json$/.test(file))
  .flatMap(
    (file) =>
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
        suite: string;
        passed: number;
        failed: number;
        failures?: string[];
      }[],
  );
for (const c of counts) for (const name of c.failures ?? []) console.log(`✖ ${c.suite}: ${name}`);
const passed = counts.reduce((sum, c) => sum + c.passed, 0);
const failed = counts.reduce((sum, c) => sum + c.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
