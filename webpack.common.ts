/**
 * The one webpack config factory. Every front-end app calls `createConfig` with its name (from
 * the roster, which also gives its dev port) and its role: the shell is the host; a remote
 * names what it exposes and the routes of its route table.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DEV_PORTS, type AppName, type RemoteFile, type RouteDescription } from 'shared-ui/contracts';

interface CommonOptions {
  /** Federation name, from the roster (shared-ui/src/contracts/apps.ts). */
  name: AppName;
  /** The app's folder (its `import.meta.dirname`). */
  dirname: string;
  /** Extra plugins (the shell adds its documents and service worker). */
  plugins?: (mode: Mode) => webpack.WebpackPluginInstance[];
  /** Extra dev-server options (the shell serves a dev `remotes.json`). */
  devServer?: DevServerConfiguration;
}

/** The shell: it provides the shared singletons and the federation runtime, and loads the remotes. */
export interface HostOptions extends CommonOptions {
  role: 'host';
  /** Options of its index.html (html-webpack-plugin) beside the template. */
  html?: HtmlWebpackPlugin.Options;
}

/** A remote: it exposes modules and publishes the routes it owns in `remote.json`. */
export interface RemoteOptions extends CommonOptions {
  role: 'remote';
  /** Modules this remote exposes to the shell. */
  exposes: Record<string, string>;
  /** Its routes, their first reads and page chunks, from its route table (`describeRoutes`), for `remote.json`. */
  routes: RouteDescription;
}

export type AppOptions = HostOptions | RemoteOptions;

type Mode = 'production' | 'development';

/** Dependencies every app shares as one instance in the page. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'shared-ui',
] as const;

/**
 * `react-router-dom` is shared as the browser routing API only (a shared module is
 * not tree-shaken, and the whole package is mostly server and data-router code):
 * see shared-ui/src/router/react-router-dom.ts.
 */
const ROUTER_FACADE = path.join(import.meta.dirname, 'shared-ui/src/router/react-router-dom.ts');

const installedVersion = (dirname: string, packageName: string): string =>
  (
    JSON.parse(
      readFileSync(
        createRequire(path.join(dirname, 'package.json')).resolve(`${packageName}/package.json`),
        'utf8',
      ),
    ) as { version: string }
  ).version;

/** react-router's exports point at its development build; production builds use its production build. */
function reactRouterProductionBuild(dirname: string): string {
  const development = createRequire(path.join(dirname, 'package.json')).resolve('react-router');
  return path.join(path.dirname(path.dirname(development)), 'production', 'index.mjs');
}

/**
 * The singletons, as the shell provides them (eagerly, from main.js) or a remote consumes
 * them (lazy fallbacks, with the version range its package.json asks for). The shell
 * consumes only what it provides itself, so it skips the version check: at start-up
 * each check is a semver parse on the page's critical path.
 */
function sharedModules(dirname: string, isHost: boolean) {
  const pkg = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.split('/')[0] as string;
      const range = pkg.dependencies[packageName];
      if (!range) throw new Error(`${dirname}: package.json must list ${packageName}`);
      const requiredVersion: string | false = isHost ? false : range;
      // Resolved to ROUTER_FACADE (see resolve.alias), so its version is the package's own.
      const version = key === 'react-router-dom' ? { version: installedVersion(dirname, key) } : {};
      return [key, { singleton: true, eager: isHost, requiredVersion, ...version }];
    }),
  );
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes. The
 * `provideExternalRuntime` option adds its CommonJS build, which pulls in a second,
 * CommonJS copy of the whole runtime beside the ES module one the page already has
 * (about 9 KB compressed); its ES module build shares that one.
 */
const PROVIDE_RUNTIME_PLUGIN = (() => {
  const file = createRequire(import.meta.url)
    .resolve('@module-federation/inject-external-runtime-core-plugin')
    .replace(/\.cjs$/, '.js');
  if (!existsSync(file)) throw new Error(`No ES module build of the runtime provider at ${file}`);
  return file;
})();

/**
 * Emits `remote.json` (shared-ui/contracts `RemoteFile`) so the server can compose `/remotes.json`
 * and preload a page's code and first API reads. It runs once the files have their final
 * (content-hashed) names; a page whose chunk name matches no chunk fails the build.
 */
class RemoteDescriptorPlugin {
  readonly name: AppName;
  readonly description: RouteDescription;
  constructor(name: AppName, description: RouteDescription) {
    this.name = name;
    this.description = description;
  }
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteDescriptorPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { pageChunks, ...described } = this.description;
          const pageFiles: Record<string, string[]> = {};
          for (const [route, chunk] of Object.entries(pageChunks)) {
            const group = compilation.namedChunkGroups.get(chunk);
            if (!group) {
              const message = `${this.name}: route ${route} names its page's chunk "${chunk}", and no import has /* webpackChunkName: "${chunk}" */`;
              compilation.errors.push(new webpack.WebpackError(message));
              continue;
            }
            pageFiles[route] = [...new Set(group.chunks.flatMap((c) => [...c.files]))]
              .filter((file) => /\.(js|css)$/.test(file))
              .sort();
          }
          const file: RemoteFile = { name: this.name, ...described, pageFiles };
          compilation.emitAsset('remote.json', new webpack.sources.RawSource(JSON.stringify(file, null, 2)));
        },
      );
    });
  }
}

/** Brotli and gzip copies of every text asset, served as-is by the API server. */
function precompressed() {
  const common = { test: /\.(js|css|html|json|svg|webmanifest)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip' }),
  ];
}

/**
 * How every build resolves modules. An app's own build shares `react-router-dom`, as the routing
 * facade (above); a build that shares nothing (the prerender, a script for other sites) takes
 * react-router itself, of which webpack keeps only what it uses.
 */
export function resolveOptions(
  dirname: string,
  production: boolean,
  { shared = true }: { shared?: boolean } = {},
): NonNullable<Configuration['resolve']> {
  const reactRouter = production ? reactRouterProductionBuild(dirname) : 'react-router';
  return {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      'react-router-dom$': shared ? ROUTER_FACADE : reactRouter,
      ...(production ? { 'react-router$': reactRouter } : {}),
    },
  };
}

/** TypeScript and JSX, compiled by swc. */
export function typeScriptRule(production: boolean): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

export function createConfig(options: AppOptions) {
  const { name, dirname } = options;
  const isHost = options.role === 'host';
  const exposes = options.role === 'remote' ? options.exposes : {};

  return (_env: unknown, argv: { mode?: Mode }): Configuration & { devServer?: DevServerConfiguration } => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const hashed = production ? '[name].[contenthash:12]' : '[name]';

    return {
      name,
      mode,
      context: dirname,
      entry: { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: production ? 'assets/[name].[contenthash:12][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: resolveOptions(dirname, production),
      module: {
        rules: [
          typeScriptRule(production),
          {
            test: /\.css$/,
            // Production CSS goes to files, loaded beside each chunk's script: injecting it from
            // JS (style-loader) parsed it on the main thread while the remote's chunk ran, about
            // 15 ms of a fast core. The dev server of a remote keeps style-loader for hot reloads.
            use: [isHost || production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|webp|svg|ico|woff2?|mp4|webm)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell provides the singletons from main.js (eager): every page needs them
          // before it renders, and as lazy chunks they were ten requests, each with its own
          // headers. Remotes keep lazy fallbacks, loaded only if their version is chosen.
          // (In every mode: the shell's main.ts imports the app without an async boundary.)
          shared: sharedModules(dirname, isHost),
          manifest: true,
          dts: false,
          ...(production && isHost ? { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] } : {}),
          experiments: {
            // The page has one federation runtime: the shell provides it and the remotes'
            // entries use it (a remote no longer sends its own copy, ~20 KB compressed).
            // The standalone dev page of a remote has no shell, so it keeps its own.
            // (The shell adds the plugin that provides it itself: see PROVIDE_RUNTIME_PLUGIN.)
            ...(production && !isHost ? { externalRuntime: true } : {}),
            // Leaves out the runtime's code for Node, and in the remotes (which load no
            // remotes of their own) the code that loads remotes.
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        }),
        ...(isHost || production
          ? [new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` })]
          : []),
        ...(options.role === 'host'
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', ...options.html })]
          : [
              new RemoteDescriptorPlugin(name, options.routes),
              // Standalone page for developing a remote alone (`npm run dev -w mfe-x`).
              ...(production ? [] : [new HtmlWebpackPlugin({ title: `${name} (standalone)` })]),
            ]),
        ...(options.plugins?.(mode) ?? []),
        ...(production ? precompressed() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: DEV_PORTS[name],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        ...options.devServer,
      },
    };
  };
}

/**
 * A script for other sites: one file with everything it needs (React included, no federation),
 * and one stylesheet, under fixed names in the app's `dist` (the snippet partners paste names
 * them). Built after the app's own build (`dependencies`), which empties `dist` first.
 */
export function standaloneScript(options: { app: AppName; dirname: string; entry: string; name: string }) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    return {
      name: options.name,
      dependencies: [options.app],
      mode,
      context: options.dirname,
      entry: { [options.name]: options.entry },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dirname, 'dist'),
        publicPath: 'auto',
        uniqueName: `${options.app}-${options.name}`,
        filename: '[name].js',
        clean: false,
      },
      resolve: resolveOptions(options.dirname, production, { shared: false }),
      module: {
        rules: [
          typeScriptRule(production),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      optimization: { splitChunks: false },
      plugins: [
        // One file: the pages' dynamic imports are part of it.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new MiniCssExtractPlugin({ filename: '[name].css' }),
        ...(production ? precompressed() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
