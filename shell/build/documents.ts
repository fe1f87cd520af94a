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
import { DEFAULT_LANGUAGE, documentIn, type DocumentTable, type Language } from 'shared-ui/contracts';

/** The sha256 sources of a page's inline scripts, for its Content-Security-Policy. */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/**
 * Loads the prerender (fresh for every language of every build, as a watch rebuilds it and each
 * language is written over its texts): by document file, its first screen in `language`.
 */
export function loadRenderer(bundle: string): (language: Language) => Record<string, string> {
  return (language) => {
    const load = createRequire(bundle);
    delete load.cache[bundle];
    type Renderer = { renderDocuments: (language: Language) => Record<string, string> };
    return (load(bundle) as Renderer).renderDocuments(language);
  };
}

export interface DocumentsOptions extends Required<DocumentTable> {
  /** Every document file the build makes (the fallback among them). */
  files: readonly string[];
  /** By document file, the markup of its first screen in a language ('' for none). */
  render: (language: Language) => Record<string, string>;
  /** The site's languages: each gets its copy of every document (`documentIn`). */
  languages: readonly Language[];
  /** An English document with the texts of the template in `language`. */
  inLanguage: (html: string, language: Language) => string;
  /**
   * By route (`*` for 'not found'), the module of the page's code (its path ends so): the
   * stylesheets of the chunks it is in go in `pageStyles`.
   */
  pageModules: Readonly<Record<string, string>>;
}

/** The source files a built module holds (several when modules were concatenated into one). */
function sourcesOf(module: webpack.Module): string[] {
  const { resource, modules } = module as { resource?: string; modules?: webpack.Module[] };
  return [...(resource ? [resource.replaceAll('\\', '/')] : []), ...(modules ?? []).flatMap(sourcesOf)];
}

/** By route, the stylesheets of the chunks its page's module is in, with those the chunks share. */
function pageStyles(compilation: webpack.Compilation, modules: Readonly<Record<string, string>>) {
  return Object.fromEntries(
    Object.entries(modules).map(([route, file]) => {
      const chunks = [...compilation.chunks].filter((chunk) =>
        [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
          sourcesOf(module).some((source) => source.endsWith(`/${file}`)),
        ),
      );
      if (chunks.length === 0) throw new Error(`The build has no module ${file} (the page at ${route})`);
      const files = new Set<string>();
      for (const chunk of chunks) {
        for (const group of chunk.groupsIterable) for (const name of group.getFiles()) files.add(name);
      }
      return [route, [...files].filter((name) => name.endsWith('.css'))];
    }),
  );
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Another language's document asks for its texts (the chunk `texts-<code>-ts`, src/app/language.ts)
 * with main.js, not after it: the app waits for them before its first render.
 */
function withTextsPreload(html: string, compilation: webpack.Compilation, language: Language): string {
  const chunk = compilation.namedChunks.get(`texts-${language}-ts`);
  const file = chunk && [...chunk.files].find((name) => name.endsWith('.js'));
  return file
    ? html.replace('</head>', () => `<link rel="preload" as="script" href="/${file}"></head>`)
    : html;
}

export class PrerenderedDocumentsPlugin {
  readonly options: DocumentsOptions;
  constructor(options: DocumentsOptions) {
    this.options = options;
  }
  apply(compiler: webpack.Compiler) {
    const { files, pages, fallback, routes, render, languages, inLanguage, pageModules } = this.options;
    compiler.hooks.thisCompilation.tap('PrerenderedDocumentsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderedDocumentsPlugin', (data) => {
        if (!data.html.includes(EMPTY_ROOT)) throw new Error(`index.html template has no ${EMPTY_ROOT}`);
        const documents = languages.flatMap((language) => {
          const template =
            language === DEFAULT_LANGUAGE
              ? data.html
              : withTextsPreload(inLanguage(data.html, language), compilation, language);
          return Object.entries(render(language)).map(([file, markup]) => {
            const root = markup ? `<div id="root" data-prerendered>${markup}</div>` : EMPTY_ROOT;
            return [documentIn(file, language), template.replace(EMPTY_ROOT, () => root)] as const;
          });
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
          const every = languages.flatMap((language) => files.map((file) => documentIn(file, language)));
          const scriptHashes = every.flatMap((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`The build made no ${file}`);
            return inlineScriptHashes(asset.source.source().toString());
          });
          const documents = {
            pages,
            fallback,
            routes,
            // The other languages each document is written in (the server serves them without looking).
            languages: languages.filter((language) => language !== DEFAULT_LANGUAGE),
            pageStyles: pageStyles(compilation, pageModules),
            scriptHashes: [...new Set(scriptHashes)],
          };
          compilation.emitAsset('documents.json', new webpack.sources.RawSource(JSON.stringify(documents)));
        },
      );
    });
  }
}
