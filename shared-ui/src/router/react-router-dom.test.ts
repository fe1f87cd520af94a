import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '../contracts/apps.ts';
import * as routingApi from './react-router-dom.ts';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [...APP_FOLDERS, 'shared-ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
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
});
