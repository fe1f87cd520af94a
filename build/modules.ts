/**
 * How every build finds and compiles modules: its resolve options (extensions, and which
 * `react-router-dom` it takes) and the TypeScript rule. The apps' builds, the shell's prerender
 * and the marketplace's embed script share them.
 */
import path from 'node:path';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import { CONTRACTS_FOLDER } from './contract-loader.ts';

/**
 * `react-router-dom` is shared as the browser routing API only (a shared module is
 * not tree-shaken, and the whole package is mostly server and data-router code):
 * see shared-ui/src/router/react-router-dom.ts.
 */
export const ROUTER_FACADE = path.resolve(import.meta.dirname, '../shared-ui/src/router/react-router-dom.ts');

/**
 * react-router's production build: its package sends bundlers its development build (warnings
 * and checks a visitor never needs) whatever the mode, and has no condition for production.
 */
const ROUTER_BUILD = path.resolve(
  import.meta.dirname,
  '../node_modules/react-router/dist/production/index.mjs',
);

/**
 * An app's own build shares `react-router-dom` as the routing facade (above); a build that shares
 * nothing (the prerender, a script for other sites) takes react-router itself, of which webpack
 * keeps only what it uses. Both resolve react-router through its package's `exports`.
 */
export function resolveOptions({ shared = true }: { shared?: boolean } = {}): NonNullable<
  Configuration['resolve']
> {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { 'react-router-dom$': shared ? ROUTER_FACADE : 'react-router', 'react-router$': ROUTER_BUILD },
  };
}

/**
 * TypeScript and JSX, compiled by swc; the contract modules reduced to what a browser calls an
 * endpoint with (contract-loader.ts).
 */
export function typeScriptRule(production: boolean): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    oneOf: [
      { include: CONTRACTS_FOLDER, use: { loader: path.join(import.meta.dirname, 'contract-loader.ts') } },
      {
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
      },
    ],
  };
}

/** An import of a name the module does not export fails the build (a contract's schema, in a browser). */
export const parserOptions = { javascript: { exportsPresence: 'error' as const } };
