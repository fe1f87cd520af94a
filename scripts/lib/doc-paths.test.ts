/**
 * The docs' path check (doc-paths.ts): on a small repository held in memory, which paths a doc
 * names or links to, and which of them it reports missing; then the whole check on a real
 * folder under git, where ignored output is not read as docs.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  checkDocs,
  describeMissing,
  missingPaths,
  references,
  shapeOf,
  type Exports,
  type Repo,
} from './doc-paths.ts';

/** A repository of these files (and the folders holding them), with these workspace packages. */
function repoOf(files: string[], packages: Record<string, { folder: string; exports?: Exports }> = {}): Repo {
  const shape = shapeOf(files);
  return {
    ...shape,
    exists: (repoPath) => files.includes(repoPath) || shape.folders.has(repoPath),
    packages: new Map(Object.entries(packages)),
  };
}

const REPO = repoOf(
  [
    'README.md',
    'docs/guide.md',
    'docs/setup.md',
    'api/src/server.ts',
    'api/src/db/search.ts',
    'shell/README.md',
    'shell/src/main.ts',
    'shell/public/logo.svg',
    'kit/package.json',
    'kit/src/index.ts',
    'kit/src/contracts/index.ts',
    'kit/src/contracts/endpoints/shop.ts',
    'kit/src/contracts/low-data.ts',
  ],
  {
    kit: {
      folder: 'kit',
      exports: {
        '.': { types: './src/index.ts', default: './src/index.ts' },
        './contracts': './src/contracts/index.ts',
        './contracts/*': './src/contracts/endpoints/*.ts',
      },
    },
  },
);

const missing = (doc: string, markdown: string) =>
  missingPaths(doc, markdown, REPO).map(({ line, path: target, kind }) => `${line} ${kind} ${target}`);

describe('a doc names paths', () => {
  test('a named file that exists passes; one that does not is reported with its doc and line', () => {
    const doc = [
      '# Guide',
      '',
      'The server starts in `api/src/server.ts`;',
      'search is `api/src/db/find.ts`.',
    ];
    assert.deepEqual(missing('docs/guide.md', doc.join('\n')), ['4 code api/src/db/find.ts']);
    const [found] = missingPaths('docs/guide.md', doc.join('\n'), REPO);
    assert.equal(
      describeMissing(found!),
      'docs/guide.md:4: names `api/src/db/find.ts`, which does not exist',
    );
  });

  test("a path is looked for from the root and from the doc's own folder", () => {
    const doc = 'Starts in `src/main.ts`, draws `public/logo.svg`, not `src/start.ts`; `api/src/server.ts`.';
    assert.deepEqual(missing('shell/README.md', doc), ['1 code src/start.ts']);
    // From the root, `src/` is no folder: the span is not taken for a path at all.
    assert.deepEqual(missing('README.md', 'Run `src/`.'), []);
  });

  test('a root folder names a path without an extension, and a missing folder is reported', () => {
    assert.deepEqual(missing('README.md', 'See `api/src/db/` and `api/src/views/`.'), [
      '1 code api/src/views/',
    ]);
  });

  test('a workspace import name resolves through its package exports', () => {
    const doc = [
      'Rules in `kit/contracts` and `kit/contracts/shop`, and the package `kit/`.',
      'Not `kit/contracts/low-data.ts`: the exports read it as endpoints/low-data.ts.ts.',
      'The file itself is `kit/src/contracts/low-data.ts`.',
    ];
    assert.deepEqual(missing('README.md', doc.join('\n')), ['2 code kit/contracts/low-data.ts']);
  });

  test('what is not a file path is not checked', () => {
    const doc = [
      '`GET /api/users/me.php` and `/home` and `/remotes.json`: addresses of the site.',
      '`users/get_following.php`: an API path (no file here has that extension).',
      '`shell/src/**/*.test.ts`, `api/src/<name>.ts`, `docs/{id}.md`, `shell/dist/main.js`, `mfe-x/dist/`.',
      '`https://example.org/docs/guide.md`, `postgres://…`, `react-dom/client`, `@scope/pkg/file.ts`.',
      '`npx node api/src/nowhere.ts` is a command.',
      '```sh',
      'node api/src/nowhere.ts   # a fenced block',
      '`api/src/nowhere.ts`',
      '```',
    ];
    assert.deepEqual(missing('README.md', doc.join('\n')), []);
  });
});

describe('a doc links to paths', () => {
  test("relative links resolve from the doc's folder, without their anchor", () => {
    const doc = [
      'See [setup](setup.md#first-start), [the server](../api/src/server.ts) and [docs](./).',
      'Not [old](old.md) nor [moved](../api/src/old.ts "title").',
      '[ref]: ../shell/README.md',
      '[gone]: ../shell/GONE.md',
    ];
    assert.deepEqual(missing('docs/guide.md', doc.join('\n')), [
      '2 link old.md',
      '2 link ../api/src/old.ts',
      '4 link ../shell/GONE.md',
    ]);
  });

  test('addresses, other schemes and links inside code are not checked', () => {
    const doc = [
      '[API](/api/docs), [site](https://example.org/x.md), [mail](mailto:team@example.org), [top](#guide).',
      'In code: `[x](missing.md)`.',
    ];
    assert.deepEqual(missing('docs/guide.md', doc.join('\n')), []);
  });

  test('every reference comes in the order and on the line of the doc', () => {
    const doc = 'One [a](setup.md)\nand `api/src/server.ts`, then [b](guide.md).';
    assert.deepEqual(
      references('docs/guide.md', doc, REPO).map(({ line, path: target }) => `${line} ${target}`),
      ['1 setup.md', '2 api/src/server.ts', '2 guide.md'],
    );
  });
});

describe('the check of a repository', () => {
  test('reads every doc git does not ignore, and reports what they name that is missing', (t) => {
    const root = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('package.json', JSON.stringify({ workspaces: ['app'] }));
    write('.gitignore', 'dist/\nnode_modules\n');
    write('app/package.json', JSON.stringify({ name: 'app' }));
    write('app/src/main.ts', '');
    write('app/README.md', 'Starts in `src/main.ts`; its test is `src/main.test.ts`.\n');
    write('README.md', 'See [the app](app/README.md) and [notes](docs/notes.md).\n');
    write('app/dist/README.md', 'Built: `src/nowhere.ts`.\n');
    write('node_modules/pkg/README.md', '[x](nowhere.md)\n');
    execFileSync('git', ['init', '--quiet'], { cwd: root });

    const { docs, missing: found } = checkDocs(root);
    assert.deepEqual(docs, ['README.md', 'app/README.md']);
    assert.deepEqual(found.map(describeMissing), [
      'README.md:1: links to docs/notes.md, which does not exist',
      'app/README.md:1: names `src/main.test.ts`, which does not exist',
    ]);
  });
});
