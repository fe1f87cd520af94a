/**
 * The files the project's Markdown docs point to, and which of them are missing: every relative
 * link (its `#anchor` and query left off), and every inline code span that names a path of the
 * repository. A code span names a path when it has a `/` and either ends with the extension of a
 * kind of file the repository holds (`.ts`, `.md`, `.json`, …; not `.php`: those are the spec's
 * API paths) or starts with a folder of the repository root or of the doc's own folder (`api/`,
 * `shell/`; `src/` in a workspace's README). It is looked for from the repository root and from
 * the doc's folder, and a workspace's import name (`shared-ui/contracts/entities`) through that
 * package's `exports`. Not paths: anything with a space (commands, `GET /api/…`), addresses that
 * start with `/` (routes, the API, served files), URLs, globs and placeholders (`*`, `<name>`,
 * `{id}`, `…`), code, and build outputs (`dist/`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A package's `exports`: a target, or a map of subpaths or conditions to targets. */
export type Exports = string | null | { [key: string]: Exports };

/** What the check knows of the repository. */
export interface Repo {
  /** Whether a `/`-separated path from the repository root is a file or folder there. */
  exists(repoPath: string): boolean;
  /** Every folder that holds the project's files, from the root (`api`, `api/src`, `.ci`, …). */
  folders: ReadonlySet<string>;
  /** The extensions of the project's files, without the dot (`ts`, `md`, …). */
  extensions: ReadonlySet<string>;
  /** Each workspace package by its name: its folder and its `exports`. */
  packages: ReadonlyMap<string, { folder: string; exports?: Exports }>;
}

/** What telling a path from other code needs to know of the repository. */
export type Shape = Pick<Repo, 'folders' | 'extensions'>;

/** A path a doc points to, with the line it is on (1-based). */
export interface Reference {
  line: number;
  path: string;
  /** A Markdown link (from the doc's folder) or a code span (from the root or the doc's folder). */
  kind: 'link' | 'code';
}

/** A path a doc points to that is not in the repository. */
export interface MissingPath extends Reference {
  doc: string;
}

/** Folders whose Markdown is not the project's docs: installed packages, build and test outputs. */
const NOT_DOCS = new Set(['node_modules', 'dist', 'test-results']);

/** The opening or closing line of a fenced code block (``` or ~~~): commands and output, not references. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A code span: a run of backticks, its content, the same run again (CommonMark). */
const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
/** A link or image's target (`](target)`, `](<target> "title")`), or a link reference definition. */
const LINK =
  /\]\(\s*<?([^\s()<>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
/** Globs, placeholders, queries, code: a span with one of these is not a file's path. */
const NOT_A_PATH = /[*?{}<>…$()[\]=:'"|,;@!\\]/;

/** The doc's text with its fenced code blocks blanked out, offsets and lines kept. */
function withoutFences(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence === undefined) {
        if (marker === undefined) return line;
        fence = marker;
      } else if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
      return ' '.repeat(line.length);
    })
    .join('\n');
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The folder of a doc (a path from the root), `''` for the root. */
const folderOf = (doc: string) => (path.posix.dirname(doc) === '.' ? '' : path.posix.dirname(doc));

/** A file's extension without the dot (`json` of `.prettierrc.json`), or undefined (`.ci/run`). */
function extensionOf(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/^\./, '');
  return /^[^.].*\.([A-Za-z0-9]+)$/.exec(name)?.[1];
}

/** Whether a code span of the doc in `folder` names a path of the repository (see the module's comment). */
export function isPathLike(span: string, folder: string, repo: Shape): boolean {
  if (!span.includes('/') || /\s/.test(span) || span.startsWith('/') || NOT_A_PATH.test(span)) return false;
  const parts = span.replace(/^(\.\/)+/, '').split('/');
  if (parts.includes('dist')) return false;
  const extension = extensionOf(span);
  const first = parts[0] ?? '';
  return (
    (extension !== undefined && repo.extensions.has(extension)) ||
    repo.folders.has(first) ||
    (folder !== '' && repo.folders.has(`${folder}/${first}`))
  );
}

/** Every relative link and every path-like code span of the doc at `doc` (from the root), in order. */
export function references(doc: string, markdown: string, repo: Shape): Reference[] {
  const text = withoutFences(markdown);
  const folder = folderOf(doc);
  const found: (Omit<Reference, 'line'> & { at: number })[] = [];
  for (const match of text.matchAll(CODE_SPAN)) {
    const span = (match[2] as string).trim();
    if (isPathLike(span, folder, repo)) found.push({ at: match.index, path: span, kind: 'code' });
  }
  // Links are read with the code spans blanked out: a `](x)` inside code is not a link.
  for (const match of text.replace(CODE_SPAN, blank).matchAll(LINK)) {
    const target = (match[1] ?? match[2] ?? '').replace(/[#?].*$/, '');
    // Anchors within the doc, addresses of the site, other schemes (https:, mailto:).
    if (target === '' || target.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(target)) continue;
    let decoded = target;
    try {
      decoded = decodeURI(target);
    } catch {
      // Not percent-encoded after all: the target as written.
    }
    found.push({ at: match.index, path: decoded, kind: 'link' });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at, path: target, kind }) => ({ line: lineAt(text, at), path: target, kind }));
}

/** The files a package's `exports` give for `subpath` (`./contracts/shop`), wildcards filled in. */
function exportedFiles(exports: Exports | undefined, subpath: string): string[] {
  if (exports === undefined || exports === null) return [];
  const map =
    typeof exports === 'string' || !Object.keys(exports).some((key) => key.startsWith('.'))
      ? { '.': exports }
      : exports;
  const targets = (value: Exports, star: string): string[] =>
    value === null
      ? []
      : typeof value === 'string'
        ? [value.replaceAll('*', star)]
        : Object.values(value).flatMap((inner) => targets(inner, star));
  return Object.entries(map).flatMap(([key, value]) => {
    if (!key.includes('*')) return key === subpath ? targets(value, '') : [];
    const [prefix = '', suffix = ''] = key.split('*');
    const matches =
      subpath.startsWith(prefix) &&
      subpath.endsWith(suffix) &&
      subpath.length > prefix.length + suffix.length;
    return matches ? targets(value, subpath.slice(prefix.length, subpath.length - suffix.length)) : [];
  });
}

/** Whether `target` is a workspace package's import name whose `exports` give a file that exists. */
function exportExists(target: string, repo: Repo): boolean {
  const [name = '', ...rest] = target.replace(/\/$/, '').split('/');
  const found = repo.packages.get(name);
  if (!found) return false;
  const subpath = rest.length ? `./${rest.join('/')}` : '.';
  return exportedFiles(found.exports, subpath).some((file) =>
    repo.exists(path.posix.join(found.folder, file)),
  );
}

/** Whether a relative path, from `base` (a folder of the repository, `''` its root), is there. */
function existsFrom(base: string, relative: string, repo: Repo): boolean {
  const joined = path.posix.join(base, relative).replace(/\/$/, '');
  return joined !== '..' && !joined.startsWith('../') && repo.exists(joined);
}

/** The paths the doc at `doc` (from the root) points to that the repository does not hold. */
export function missingPaths(doc: string, markdown: string, repo: Repo): MissingPath[] {
  const folder = folderOf(doc);
  return references(doc, markdown, repo)
    .filter((reference) =>
      reference.kind === 'link'
        ? !existsFrom(folder, reference.path, repo)
        : !existsFrom('', reference.path, repo) &&
          !existsFrom(folder, reference.path, repo) &&
          !exportExists(reference.path, repo),
    )
    .map((reference) => ({ doc, ...reference }));
}

/** One missing path as the check reports it: the doc, its line, and what it names. */
export const describeMissing = ({ doc, line, path: target, kind }: MissingPath): string =>
  `${doc}:${line}: ${kind === 'link' ? `links to ${target}` : `names \`${target}\``}, which does not exist`;

/** The project's files (tracked, or new and not ignored), `/`-separated from the root. */
export function projectFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
}

/** Every folder holding one of `files`, and every extension they have: the repository's shape. */
export function shapeOf(files: readonly string[]): Shape {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_part, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  return { folders, extensions: new Set(files.flatMap((file) => extensionOf(file) ?? [])) };
}

/** What the check knows of the repository at `root`, from its files and its workspaces. */
export function repoAt(root: string, files: readonly string[] = projectFiles(root)): Repo {
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const workspaces: string[] = readJson('package.json').workspaces ?? [];
  const packages = new Map(
    workspaces
      .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
      .map((folder) => {
        const { name, exports } = readJson(`${folder}/package.json`) as { name: string; exports?: Exports };
        return [name, { folder, exports }] as const;
      }),
  );
  return { ...shapeOf(files), exists: (repoPath) => existsSync(path.join(root, repoPath)), packages };
}

/** The project's Markdown docs: every `.md` file outside installed packages and build or test output. */
export const markdownDocs = (files: readonly string[]): string[] =>
  files.filter((file) => /\.md$/i.test(file) && !file.split('/').some((part) => NOT_DOCS.has(part))).sort();

/** Every missing path of every doc of the repository at `root`. */
export function checkDocs(root: string): { docs: string[]; missing: MissingPath[] } {
  const files = projectFiles(root);
  const repo = repoAt(root, files);
  const docs = markdownDocs(files).filter((doc) => existsSync(path.join(root, doc)));
  return {
    docs,
    missing: docs.flatMap((doc) => missingPaths(doc, readFileSync(path.join(root, doc), 'utf8'), repo)),
  };
}
