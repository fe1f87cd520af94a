import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createConfig, resolveOptions, typeScriptRule } from '../webpack.common.ts';
import { devRemotesMiddleware } from './dev-remotes.ts';
import { SHELL_ROUTES } from './src/app/shell-routes.ts';
import { DEFAULT_DOCUMENT, DOCUMENT_FILES, PAGE_DOCUMENTS } from './src/documents.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');

/** Copies `public/` (manifest, icons, media, offline page) into the build as it is. */
class PublicFilesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(PUBLIC_DIR);
          for (const entry of readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })) {
            const file = path.join(PUBLIC_DIR, entry);
            if (!statSync(file).isFile()) continue;
            const name = entry.split(path.sep).join('/');
            compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * The page's own scripts load from the site root, so that a deep link such as
 * /article/7 does not ask for /article/main.js (chunks use publicPath 'auto').
 */
class RootScriptsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RootScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('RootScriptsPlugin', (data) => {
        for (const tag of [...data.assetTags.scripts, ...data.assetTags.styles]) {
          for (const attribute of ['src', 'href'] as const) {
            const value = tag.attributes[attribute];
            if (typeof value === 'string' && !/^(\/|[a-z]+:)/i.test(value))
              tag.attributes[attribute] = `/${value}`;
          }
        }
        return data;
      });
    });
  }
}

/**
 * Startup hints in the documents: /remotes.json, which every page with a remote module
 * reads first, is preloaded so it downloads beside main.js; main.js itself (the
 * federation runtime, the shared singletons and the app) is fetched at high
 * priority, where a deferred script would be fetched at low priority.
 *
 * The app's scripts start after the first paint: a document shows its prerendered first
 * screen at once, even when the scripts arrive with it (from the service worker's cache)
 * and take a slow phone a few hundred milliseconds to run. They still download from the
 * start, preloaded; a hidden tab, which paints nothing, starts them on a timer.
 */
class StartupHintsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartupHintsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupHintsPlugin', (data) => {
        const scripts = data.headTags.filter((tag) => tag.tagName === 'script');
        const sources = scripts.map((tag) => String(tag.attributes.src));
        const link = (attributes: Record<string, string>) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupHintsPlugin' },
          attributes,
        });
        data.headTags = [
          ...data.headTags.filter((tag) => !scripts.includes(tag)),
          ...sources.map((href) => link({ rel: 'preload', href, as: 'script', fetchpriority: 'high' })),
          link({ rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }),
        ];
        const start = `(${startAfterFirstScreen.toString()})(${JSON.stringify(sources)}, ${START_CAP_MS})`;
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'StartupHintsPlugin' },
          attributes: {},
          innerHTML: start,
        });
        return data;
      });
    });
  }
}

/**
 * Runs in the page, inlined into each document: adds the app's scripts once the first screen is
 * out (its first contentful paint, and the images it loads at once, such as /home's first hero
 * scene, loaded and painted), or after `capMs` if that takes longer (a hidden tab paints nothing).
 */
function startAfterFirstScreen(sources: string[], capMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  };
  const whenImagesShow = () => {
    const loading = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    if (loading.length === 0) requestAnimationFrame(() => setTimeout(start));
    for (const image of loading) {
      image.addEventListener('load', whenImagesShow, { once: true });
      image.addEventListener('error', whenImagesShow, { once: true });
    }
  };
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) whenImagesShow();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the cap starts the app.
  }
  setTimeout(start, capMs);
}

/** The longest the app waits for its first screen to show. */
const START_CAP_MS = 1000;

/** Where the build's prerender (src/prerender.tsx, compiled for Node) is written; never served. */
const PRERENDER_DIR = path.join(import.meta.dirname, '.prerender');
const PRERENDER_BUNDLE = path.join(PRERENDER_DIR, 'prerender.cjs');

/** The prerender compilation: the shell's components for Node, styles left to the page's build. */
const prerenderConfig = (): Configuration => ({
  name: 'prerender',
  mode: 'production',
  target: 'node',
  context: import.meta.dirname,
  entry: './src/prerender.tsx',
  devtool: false,
  output: { path: PRERENDER_DIR, filename: 'prerender.cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: resolveOptions(import.meta.dirname, true),
  module: { rules: [typeScriptRule(true), { test: /\.css$/, type: 'asset/source' }] },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/** The sha256 sources of a page's inline scripts, for its Content-Security-Policy. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/**
 * The shell's documents (src/documents.ts): index.html as html-webpack-plugin makes it, with
 * each document's prerendered first screen in its #root (marked `data-prerendered` until the
 * app has rendered over it), and `documents.json`, which tells the server which page gets
 * which document and which inline scripts its CSP allows.
 */
class PrerenderedDocumentsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderedDocumentsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderedDocumentsPlugin', (data) => {
        const load = createRequire(import.meta.url);
        delete load.cache[PRERENDER_BUNDLE];
        const { renderDocuments } = load(PRERENDER_BUNDLE) as {
          renderDocuments: () => Record<string, string>;
        };
        const EMPTY_ROOT = '<div id="root"></div>';
        if (!data.html.includes(EMPTY_ROOT)) throw new Error(`index.html template has no ${EMPTY_ROOT}`);
        const pages = Object.entries(renderDocuments()).map(([file, markup]) => {
          const root = markup ? `<div id="root" data-prerendered>${markup}</div>` : EMPTY_ROOT;
          return [file, data.html.replace(EMPTY_ROOT, () => root)] as const;
        });
        for (const [file, html] of pages) {
          if (file === data.outputName) data.html = html;
          else compilation.emitAsset(file, new webpack.sources.RawSource(html));
        }
        return data;
      });
      // Last, once every minimizer has rewritten the documents: the hashes are of their final scripts.
      compilation.hooks.processAssets.tap(
        { name: 'PrerenderedDocumentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scriptHashes = DOCUMENT_FILES.flatMap((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`The build made no ${file}`);
            return inlineScriptHashes(asset.source.source().toString());
          });
          const documents = {
            pages: PAGE_DOCUMENTS,
            fallback: DEFAULT_DOCUMENT,
            routes: SHELL_ROUTES,
            scriptHashes: [...new Set(scriptHashes)],
          };
          compilation.emitAsset('documents.json', new webpack.sources.RawSource(JSON.stringify(documents)));
        },
      );
    });
  }
}

/**
 * The service worker (production only): precaches the shell, caches the remotes and
 * the public API answers at run time. Large media are cached when used, not up front.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(import.meta.dirname, 'src/sw/service-worker.ts'),
    swDest: 'sw.js',
    exclude: [
      /\.map$/,
      /\.(br|gz)$/,
      /\.LICENSE\.txt$/,
      /^mf-/,
      /^remoteEntry\.js$/,
      /^media\/(hero-|welcome\.)/,
      /^icons\/(icon-512|maskable)/,
    ],
  });

const shell = createConfig({
  name: 'shell',
  role: 'host',
  dirname: import.meta.dirname,
  plugins: (mode) => [
    new PublicFilesPlugin(),
    new RootScriptsPlugin(),
    ...(mode === 'production' ? [new StartupHintsPlugin(), new PrerenderedDocumentsPlugin()] : []),
    ...(mode === 'production' ? [serviceWorker()] : []),
  ],
  devServer: {
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    setupMiddlewares: (middlewares) => [devRemotesMiddleware(), ...middlewares],
  },
});

/** In production the prerender compiles first: the page's build puts its output into the documents. */
export default (env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const config = shell(env, argv);
  if ((argv.mode ?? 'production') !== 'production') return config;
  return [prerenderConfig(), { ...config, name: 'shell', dependencies: ['prerender'] }];
};
