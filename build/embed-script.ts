/**
 * The script partners embed: one file with everything it needs (React included, no federation)
 * and one stylesheet, under fixed names in the app's `dist` (the snippet partners paste names
 * them). Built after the app's own build (`dependencies`), which empties `dist` first.
 */
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { AppName } from 'shared-ui/contracts';
import type { Mode } from './app-config.ts';
import { parserOptions, resolveOptions, typeScriptRule } from './modules.ts';
import { precompressed } from './precompressed.ts';

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
      resolve: resolveOptions({ shared: false }),
      module: {
        parser: parserOptions,
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
