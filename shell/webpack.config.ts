import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createConfig, DEV_PORTS } from '../webpack.common.ts';
import { devRemotesMiddleware } from './dev-remotes.ts';

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
 * Startup hints in index.html: /remotes.json, which every page with a remote module
 * reads first, is preloaded so it downloads beside main.js; main.js itself (the
 * federation runtime, the shared singletons and the app) is fetched at high
 * priority, where a deferred script would be fetched at low priority.
 */
class StartupHintsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartupHintsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StartupHintsPlugin', (data) => {
        data.assetTags.styles.push({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupHintsPlugin' },
          attributes: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' },
        });
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
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

export default createConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: DEV_PORTS.shell,
  plugins: (mode) => [
    new PublicFilesPlugin(),
    new RootScriptsPlugin(),
    ...(mode === 'production' ? [new StartupHintsPlugin()] : []),
    ...(mode === 'production' ? [serviceWorker()] : []),
  ],
  devServer: {
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    setupMiddlewares: (middlewares) => [devRemotesMiddleware(), ...middlewares],
  },
});
