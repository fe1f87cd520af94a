/**
 * Figures each hardening test measures (counts, rates, latencies), kept per section in
 * test-results/hardening/ and printed together at the end of the run (run.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/apps.ts';

export type Figures = Record<string, string | number>;

export const FIGURES_DIR = path.join(ROOT, 'test-results', 'hardening');

/** Records a section's figures (a later call for the same section adds to them). */
export function recordFigures(section: string, figures: Figures): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = path.join(FIGURES_DIR, `${section.replace(/\W+/g, '-')}.json`);
  let previous: { section: string; figures: Figures } = { section, figures: {} };
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // the section's first figures
  }
  writeFileSync(file, JSON.stringify({ section, figures: { ...previous.figures, ...figures } }, null, 2));
}

/** Every section's figures recorded so far. */
export function readFigures(): { section: string; figures: Figures }[] {
  try {
    return readdirSync(FIGURES_DIR)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(FIGURES_DIR, file), 'utf8')));
  } catch {
    return [];
  }
}
