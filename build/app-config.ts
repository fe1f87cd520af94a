/**
 * The app's config: every front-end app's webpack config comes from `createConfig`, given its name
 * (from the roster, which also gives its dev port) and its role: the shell is the host; a remote
 * names what it exposes and the routes of its route table.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { AppName } from 'shared-ui/contracts';
import type { RouteDescription } from 'shared-ui/published-routes';
import { devServerOptions } from './dev-servers.ts';
import { federationPlugin } from './federation.ts';
import { parserOptions, resolveOptions, typeScriptRule } from './modules.ts';
import { precompressed } from './precompressed.ts';
import { RemoteDescriptorPlugin } from './remote-descriptor.ts';

export type Mode = 'production' | 'development';

interface CommonOptions {
  /** Federation name, from the roster (shared-ui/src/contracts/apps.ts). */
  name: AppName;
  /** The app's folder (its `import.meta.dirname`). */
  dirname: string;
  /** Extra plugins (the shell adds its documents and service worker). */
  plugins?: (mode: Mode) => webpack.WebpackPluginInstance[];
  /**
   * Extra dev-server options (the shell serves a dev `remotes.json`); `extraProxied` names more
   * paths passed to the API beside `/api`.
   */
  devServer?: DevServerConfiguration & { extraProxied?: string[] };
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

/**
 * The dev server of an app. A remote's also passes `/remotes.json` on to the API: its standalone
 * page reads the API's addresses there, as the shell does (shared-ui/standalone).
 */
function devServer({ name, role, devServer: { extraProxied = [], ...rest } = {} }: AppOptions) {
  return devServerOptions(name, {
    extraProxied: [...(role === 'remote' ? ['/remotes.json'] : []), ...extraProxied],
    ...rest,
  });
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
      resolve: resolveOptions(),
      module: {
        parser: parserOptions,
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
        federationPlugin({ name, dirname, isHost, exposes, production }),
        ...(isHost || production
          ? [new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` })]
          : []),
        ...(options.role === 'host'
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', ...options.html })]
          : [
              new RemoteDescriptorPlugin(name, options.routes),
              // Standalone page for developing a remote alone (`npm run dev -- <name>`). Its
              // scripts from the root: a page at a deeper path (/share-reel/1) gets the same file.
              ...(production
                ? []
                : [new HtmlWebpackPlugin({ title: `${name} (standalone)`, publicPath: '/' })]),
            ]),
        ...(options.plugins?.(mode) ?? []),
        ...(production ? precompressed() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      // Read only by `webpack serve` (development): its port and the API's come from the environment.
      ...(production ? {} : { devServer: devServer(options) }),
    };
  };
}
