/**
 * What a browser build takes of a contract module (shared-ui/src/contracts/endpoints/<domain>.ts):
 * each endpoint's method, path and body encoding, and the module's plain constants (page sizes,
 * lists of values). The schemas, summaries and descriptions stay on the server and in the tests:
 * the apps' calls are typed from them at compile time and need none of them at run time.
 *
 * The module is evaluated here, in the build's Node (contract modules hold data only), and
 * replaced by that data. A schema or function it exports is left out: an app importing one at run
 * time fails the build (`exportsPresence: 'error'`), as it would reach for what the browser lacks.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'webpack';

/** The folder of the contract modules, which the browser builds load through this loader. */
export const CONTRACTS_FOLDER = path.resolve(import.meta.dirname, '../shared-ui/src/contracts/endpoints');

const isEndpoint = (value: object): value is { method: string; path: string; encoding?: string } =>
  'method' in value && 'path' in value && 'answers' in value && 'policy' in value;

/** Plain data: text, numbers, booleans, null, and arrays and objects of them (a schema is not). */
function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  // A TypeBox schema is a plain object too: it says what type it describes.
  if (['type', 'anyOf', 'allOf', 'oneOf', 'const', 'enum', '$ref'].some((key) => key in value)) return false;
  return Object.values(value).every(isPlain);
}

/** The browser's module for a contract module's exports. */
export function browserModule(exports: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'object' && value !== null && isEndpoint(value)) {
      const { method, path: endpointPath, encoding } = value;
      const address = { method, path: endpointPath, ...(encoding && { encoding }) };
      lines.push(`export const ${name} = /*#__PURE__*/ Object.freeze(${JSON.stringify(address)});`);
    } else if (isPlain(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export default function contractLoader(this: LoaderContext<unknown>): void {
  const done = this.async();
  const url = `${pathToFileURL(this.resourcePath).href}?built=${Date.now()}`;
  // A change to any contract module or entity may change this one's constants: watch them all.
  const watched = [CONTRACTS_FOLDER, path.join(CONTRACTS_FOLDER, '../entities')];
  Promise.all(watched.map((folder) => readdir(folder).then((files) => ({ folder, files }))))
    .then((folders) => {
      for (const { folder, files } of folders)
        for (const file of files) this.addDependency(path.join(folder, file));
      return import(url) as Promise<Record<string, unknown>>;
    })
    .then((exports) => done(null, browserModule(exports)), done);
}
