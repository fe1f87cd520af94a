/**
 * The shell's documents (src/documents.ts): index.html as html-webpack-plugin makes it, with
 * each document's prerendered first screen in its #root (marked `data-prerendered` until the
 * app has rendered over it), and `documents.json`, which tells the server which page gets
 * which document, which routes the shell renders itself and which inline scripts its CSP allows.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { DocumentTable } from 'shared-ui/contracts';

/** The sha256 sources of a page's inline scripts, for its Content-Security-Policy. */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/** Loads the prerender (fresh on every build, as a watch rebuilds it): by document file, its first screen. */
export function loadRenderer(bundle: string): () => Record<string, string> {
  return () => {
    const load = createRequire(bundle);
    delete load.cache[bundle];
    return (load(bundle) as { renderDocuments: () => Record<string, string> }).renderDocuments();
  };
}

export interface DocumentsOptions extends Required<DocumentTable> {
  /** Every document file the build makes (the fallback among them). */
  files: readonly string[];
  /** By document file, the markup of its first screen ('' for none). */
  render: () => Record<string, string>;
}

const EMPTY_ROOT = '<div id="root"></div>';

export class PrerenderedDocumentsPlugin {
  readonly options: DocumentsOptions;
  constructor(options: DocumentsOptions) {
    this.options = options;
  }
  apply(compiler: webpack.Compiler) {
    const { files, pages, fallback, routes, render } = this.options;
    compiler.hooks.thisCompilation.tap('PrerenderedDocumentsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderedDocumentsPlugin', (data) => {
        if (!data.html.includes(EMPTY_ROOT)) throw new Error(`index.html template has no ${EMPTY_ROOT}`);
        const documents = Object.entries(render()).map(([file, markup]) => {
          const root = markup ? `<div id="root" data-prerendered>${markup}</div>` : EMPTY_ROOT;
          return [file, data.html.replace(EMPTY_ROOT, () => root)] as const;
        });
        for (const [file, html] of documents) {
          if (file === data.outputName) data.html = html;
          else compilation.emitAsset(file, new webpack.sources.RawSource(html));
        }
        return data;
      });
      // Last, once every minimizer has rewritten the documents: the hashes are of their final scripts.
      compilation.hooks.processAssets.tap(
        { name: 'PrerenderedDocumentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scriptHashes = files.flatMap((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`The build made no ${file}`);
            return inlineScriptHashes(asset.source.source().toString());
          });
          const documents = { pages, fallback, routes, scriptHashes: [...new Set(scriptHashes)] };
          compilation.emitAsset('documents.json', new webpack.sources.RawSource(JSON.stringify(documents)));
        },
      );
    });
  }
}
