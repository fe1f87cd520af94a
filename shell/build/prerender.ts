/**
 * The prerender compilation: the shell's components (src/prerender.tsx) compiled for Node, styles
 * left to the page's build, written where the documents plugin (documents.ts) loads it at build
 * time. Never served.
 */
import path from 'node:path';
import type { Configuration } from 'webpack';
import { parserOptions, resolveOptions, typeScriptRule } from '../../build/modules.ts';

/** Where the prerender bundle of the shell in `shellDir` is written. */
export const prerenderBundle = (shellDir: string) => path.join(shellDir, '.prerender', 'prerender.cjs');

export const prerenderConfig = (shellDir: string): Configuration => ({
  name: 'prerender',
  mode: 'production',
  target: 'node',
  context: shellDir,
  entry: './src/prerender-entry.ts',
  devtool: false,
  output: {
    path: path.dirname(prerenderBundle(shellDir)),
    filename: path.basename(prerenderBundle(shellDir)),
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: resolveOptions({ shared: false }),
  module: { parser: parserOptions, rules: [typeScriptRule(true), { test: /\.css$/, type: 'asset/source' }] },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});
