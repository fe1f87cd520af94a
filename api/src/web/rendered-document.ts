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
/** The preload of the app's script, which a document the browser renders in needs first. */
const SCRIPT_FIRST = /<link [^>]*as="?script"? [^>]*fetchpriority="?high"?[^>]*>/g;
/**
 * The document `html` with `markup` as the whole of its #root and `head` (the preloads of the
 * pictures the page shows first) at the end of its head, or undefined when the document has no
 * root to put it in. The `<noscript>` asking for JavaScript goes, as the page reads without it.
 */
export function withRenderedRoot(
  html: string,
  { head, markup }: { head: string; markup: string },
  { lowData }: { lowData: boolean },
): string | undefined {
  const start = ROOT_START.exec(html);
  if (!start) return undefined;
  const after = start.index + start[0].length;
  // An empty root ends at once; a prerendered one where the template's `<noscript>` starts.
  const end = html.startsWith('</div>', after) ? after : html.indexOf(ROOT_END, after);
  if (end === -1) return undefined;
  const marks = [SERVER_RENDERED_ATTRIBUTE, ...(lowData ? [LOW_DATA_RENDER_ATTRIBUTE] : [])].join(' ');
  const root = `<div id="root" ${marks}>${markup}</div>`;
  // The page shows without the app's script: it loads after what the first paint needs.
  const before = html
    .slice(0, start.index)
    .replace(SCRIPT_FIRST, (preload) => preload.replace(/fetchpriority="?high"?/, 'fetchpriority=low'));
  const body = before + root + html.slice(end + '</div>'.length).replace(NOSCRIPT, '');
  return head ? body.replace('</head>', () => `${head}</head>`) : body;
}
