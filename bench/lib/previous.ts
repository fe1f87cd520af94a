/** The figures of an earlier bench run, to print beside this one's. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The run in `file`, or else the newest run in `dir` (files are named by date) that holds
 * `section`; undefined when there is none.
 */
export function previousRun(
  dir: string,
  section: string,
  file?: string,
): { file: string; results: Record<string, unknown> } | undefined {
  const candidates = file
    ? [path.resolve(file)]
    : existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .reverse()
          .map((name) => path.join(dir, name))
      : [];
  for (const candidate of candidates) {
    const results = JSON.parse(readFileSync(candidate, 'utf8')) as Record<string, unknown>;
    if (results[section]) return { file: candidate, results };
  }
  return undefined;
}
