import { rmSync } from 'node:fs';
import { dropScratchSchema } from '../../scripts/lib/scratch-schema.ts';

/** Removes the run's temporary web root and data directory, and a scaled-out run's schema. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_SCHEMA && process.env.E2E_DATABASE_URL)
    await dropScratchSchema(process.env.E2E_DATABASE_URL, process.env.E2E_SCHEMA);
  if (process.env.E2E_TMP) rmSync(process.env.E2E_TMP, { recursive: true, force: true });
}
