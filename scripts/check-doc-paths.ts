/**
 * `npm test`'s first suite: every file a Markdown doc of the project links to or names in code
 * (scripts/lib/doc-paths.ts says which spans are paths) exists. Prints each one that does not,
 * as `doc:line: …`, and exits 1 if any.
 */
import { ROOT } from './lib/apps.ts';
import { checkDocs, describeMissing } from './lib/doc-paths.ts';

const { docs, missing } = checkDocs(ROOT);
for (const found of missing) console.error(describeMissing(found));
console.log(
  missing.length
    ? `${missing.length} missing path(s) in ${new Set(missing.map((found) => found.doc)).size} of ${docs.length} docs`
    : `Every path named in ${docs.length} docs exists`,
);
process.exit(missing.length ? 1 : 0);
