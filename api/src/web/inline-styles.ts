/**
 * The stylesheets of a page's code, written into the document that carries the page rendered
 * on the server: the page paints styled at once, without a request per stylesheet before its
 * first paint (each of them cost a phone a round trip). The files are the builds' own, with
 * hashed names, so each is read once. The page's code loads them again as it starts, off the
 * path to the first paint.
 */
import { readFile } from 'node:fs/promises';
import { builtFileAt } from './assets.ts';

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
    const files = addresses.flatMap((address) =>
      address.endsWith('.css') ? (builtFileAt(webRoot, address)?.file ?? []) : [],
    );
    const css = (await Promise.all(files.map(contentOf))).join('\n');
    // No text of a stylesheet can close the element.
    return css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  };
}
