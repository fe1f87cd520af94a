/**
 * An app's server entry (the shell's `src/server.ts`; remote-server-entry.ts on the remote's own
 * code, for each remote whose webpack config asks for one: not the account remote), compiled for
 * Node beside its browser build: `dist/server/render.<hash>.cjs`, one file, and
 * `dist/server/server.json` naming it. The renderer beside the API loads the file `server.json`
 * names from where the app is deployed, so a redeploy changes the app's server-rendered pages on
 * the next request. Styles are the browser build's; pictures keep the browser build's addresses
 * (not emitted again).
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { AppName } from 'shared-ui/contracts';
import type { Mode } from './app-config.ts';
import { parserOptions, resolveOptions, typeScriptRule } from './modules.ts';

/** The file, in an app's `dist/server/`, that names its server entry. */
export const SERVER_DESCRIPTION = 'server.json';

/** Writes `server.json` with the entry's hashed file name, once the entry is emitted. */
class ServerDescriptionPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ServerDescriptionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerDescriptionPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = [...(compilation.entrypoints.get('render')?.getFiles() ?? [])].find((file) =>
            file.endsWith('.cjs'),
          );
          if (!entry) throw new Error('The server build made no entry file');
          const description = { entry: path.posix.relative('server', entry) };
          compilation.emitAsset(
            `server/${SERVER_DESCRIPTION}`,
            new webpack.sources.RawSource(JSON.stringify(description)),
          );
        },
      );
    });
  }
}

/** A remote's server entry is the one every remote shares; the shell has its own (`src/server.ts`). */
const REMOTE_ENTRY = path.join(import.meta.dirname, 'remote-server-entry.ts');

export function serverEntry(options: { app: AppName; dirname: string; publicPath: string }) {
  const remote = options.app !== 'shell';
  return (_env: unknown, argv: { mode?: Mode }): Configuration => ({
    name: `${options.app}-server`,
    // After the browser build, which empties `dist` first.
    dependencies: [options.app],
    mode: argv.mode ?? 'production',
    target: 'node',
    context: options.dirname,
    entry: { render: remote ? REMOTE_ENTRY : './src/server.ts' },
    devtool: false,
    output: {
      path: path.join(options.dirname, 'dist'),
      publicPath: options.publicPath,
      filename: 'server/[name].[contenthash:12].cjs',
      library: { type: 'commonjs2', export: 'default' },
      clean: false,
    },
    resolve: (() => {
      const resolve = resolveOptions({ shared: false });
      // The shared remote entry reads this remote's `src/`.
      return remote
        ? { ...resolve, alias: { ...resolve.alias, 'remote-app': path.join(options.dirname, 'src') } }
        : resolve;
    })(),
    module: {
      parser: parserOptions,
      rules: [
        typeScriptRule(true),
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(png|jpe?g|webp|svg|ico|woff2?|mp4|webm)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:12][ext]', emit: false },
        },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      // One file: the pages' dynamic imports are part of it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerDescriptionPlugin(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}
