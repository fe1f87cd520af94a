/**
 * The stylesheets of a page's code, written into the document that carries the page rendered
 * on the server: the page paints styled at once, without a request per stylesheet before its
 * first paint (each of them cost a phone a round trip). The files are the builds' own, with
 * hashed names, so each is read once. The page's code loads them again as it starts, off the
 * path to the first paint.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteName } from 'shared-ui/contracts';
import { remoteDistDir, shellDistDir } from './assets.ts';

const SAFE_FILE = /^[\w.-]+\.css$/;

/** The file a stylesheet's address is served from (`/mfe/<remote>/<file>` or `/<file>`), if any. */
function fileOf(webRoot: string, address: string): string | undefined {
  const parts = address.split('/').slice(1);
  if (parts.length === 1 && SAFE_FILE.test(parts[0]!)) return path.join(shellDistDir(webRoot), parts[0]!);
  const [mfe, name, file] = parts;
  if (parts.length !== 3 || mfe !== 'mfe' || !name || !isRemoteName(name) || !SAFE_FILE.test(file!)) {
    return undefined;
  }
  return path.join(remoteDistDir(webRoot, name), file!);
}

export function inlineStyles(webRoot: string) {
  const read = new Map<string, Promise<string>>();
  const contentOf = (file: string) => {
    let content = read.get(file);
    if (!content) {
      content = readFile(file, 'utf8').catch(() => {
        read.delete(file);
        return '';
      });
      read.set(file, content);
    }
    return content;
  };
  /** The stylesheets at these addresses, as one `<style>` element ('' for none). */
  return async (addresses: readonly string[]): Promise<string> => {
    const files = addresses.flatMap((address) => fileOf(webRoot, address) ?? []);
    const css = (await Promise.all(files.map(contentOf))).join('\n');
    // No text of a stylesheet can close the element.
    return css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  };
}
