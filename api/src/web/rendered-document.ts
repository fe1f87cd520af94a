/**
 * A page's document with its server-rendered #root (plugins/app/page-renderer.ts): the shell's
 * document for the page, in the visitor's language, with the markup in place of the first
 * screen the build prerendered, marked for the browser to hydrate rather than render over.
 */
import { LOW_DATA_RENDER_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from 'shared-ui/server/state';

const ROOT_START = /<div id="?root"?[^>]*>/;
/** The root ends where the template's `<noscript>` starts (shell/src/index.html). */
const ROOT_END = '</div><noscript>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** The preloads of the app's code and first data, which a document the browser renders in needs first. */
const CODE_PRELOAD = /<link rel="?preload"? [^>]*as="?(?:script|fetch)"?[^>]*>/g;
/**
 * The document `html` with `markup` as the whole of its #root and `head` (the page's styles and
 * the preloads of the pictures it shows first) at the end of its head, or undefined when the
 * document has no root to put it in. The `<noscript>` asking for JavaScript goes, as the page
 * reads without it.
 *
 * The page shows without its code, so the code waits for what the first screen needs: the
 * preloads of the app's script and data, and `later` (those of the page's own code), are held
 * back in a `<template data-after-first-screen>` that the document's start-up script puts in
 * when it starts the app, after the first screen (shell/build/start-script.ts).
 */
export function withRenderedRoot(
  html: string,
  { head, markup }: { head: string; markup: string },
  { lowData, later = [] }: { lowData: boolean; later?: readonly string[] },
): string | undefined {
  const start = ROOT_START.exec(html);
  if (!start) return undefined;
  const after = start.index + start[0].length;
  // An empty root ends at once; a prerendered one where the template's `<noscript>` starts.
  const end = html.startsWith('</div>', after) ? after : html.indexOf(ROOT_END, after);
  if (end === -1) return undefined;
  const marks = [SERVER_RENDERED_ATTRIBUTE, ...(lowData ? [LOW_DATA_RENDER_ATTRIBUTE] : [])].join(' ');
  const root = `<div id="root" ${marks}>${markup}</div>`;
  const held: string[] = [];
  const before = html.slice(0, start.index).replace(CODE_PRELOAD, (preload) => {
    held.push(preload);
    return '';
  });
  held.push(...later);
  const body = before + root + html.slice(end + '</div>'.length).replace(NOSCRIPT, '');
  const template = held.length > 0 ? `<template data-after-first-screen>${held.join('')}</template>` : '';
  return head || template ? body.replace('</head>', () => `${head}${template}</head>`) : body;
}
