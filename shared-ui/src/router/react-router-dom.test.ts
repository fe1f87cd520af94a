import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '../contracts/apps.ts';
import * as routingApi from './react-router-dom.ts';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [...APP_FOLDERS, 'shared-ui'];

/**
 * Entries of the builds that share nothing (build/modules.ts `resolveOptions`): they import
 * react-router itself, so what they use need not be offered to the other apps.
 */
const UNSHARED_ENTRIES = ['shell/src/prerender.tsx', 'mfe-marketplace/src/embed/embed.tsx'];

/** An app's source files that go into its shared build: no tests, no test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => !UNSHARED_ENTRIES.includes(path.relative(ROOT, file)))
    .filter((file) => !readFileSync(file, 'utf8').includes("from '@testing-library/"));
}

/** Every name the apps import from react-router-dom (type-only imports excluded). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        if (match[1]) continue;
        for (const specifier of (match[2] as string).split(',').map((part) => part.trim())) {
          if (!specifier || specifier.startsWith('type ')) continue;
          names.set(specifier.split(/\s+as\s+/)[0] as string, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

describe('the routing API shared as react-router-dom', () => {
  it('offers every name the apps import from react-router-dom', () => {
    const missing = [...importedNames()].filter(([name]) => !(name in routingApi));
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect([...importedNames().keys()]).toEqual(expect.arrayContaining(['Link', 'Routes', 'useLocation']));
  });

  it('offers nothing the apps do not import: a shared module is sent whole to every visitor', () => {
    const imported = importedNames();
    expect(Object.keys(routingApi).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('leaves out the builds that share nothing, and test helpers', () => {
    for (const entry of UNSHARED_ENTRIES)
      expect(readdirSync(path.join(ROOT, path.dirname(entry)))).toContain(path.basename(entry));
    expect([...importedNames().values()]).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/prerender|embed|fake-api/)]),
    );
  });
});
