// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- webpack declares import.meta.webpackContext in this file only
/// <reference path="../node_modules/webpack/module.d.ts" />
/**
 * The server entry of every remote that has one (server-entry.ts builds it for each remote whose
 * webpack config asks, `remote-app` naming that remote's `src/`): its pages rendered in Node by
 * the renderer beside the API, which loads it from where the remote is deployed, and the exposed
 * modules a shell page embeds that its `src/app/embeds.ts` names (the search page's groups). The
 * remote's `./App`, route table and embedded modules load only once the page's language is in
 * place, as in the browser.
 */
import { remoteServerEntry, type EmbeddedModules } from 'shared-ui/server';
import type { LanguageModule } from 'shared-ui/i18n/apply';
import type { ComponentType } from 'react';
import type { PageRoute } from 'shared-ui';

const catalogues = import.meta.webpackContext('remote-app/languages', {
  recursive: false,
  regExp: /\.ts$/,
  mode: 'sync',
});
const modules = import.meta.webpackContext('remote-app/app', {
  recursive: false,
  regExp: /^\.\/(app\.tsx|routes\.ts|embeds\.ts)$/,
  mode: 'sync',
});

/** A remote without an `embeds.ts` renders no module but its pages. */
const NO_EMBEDS: EmbeddedModules = {};

export default remoteServerEntry({
  catalogue: (code) => catalogues(`./${code}.ts`) as LanguageModule,
  app: () => modules('./app.tsx') as { default: ComponentType },
  routes: () => (modules('./routes.ts') as { routes: readonly PageRoute[] }).routes,
  embeds: () =>
    modules.keys().includes('./embeds.ts')
      ? (modules('./embeds.ts') as { embeds: EmbeddedModules }).embeds
      : NO_EMBEDS,
});
