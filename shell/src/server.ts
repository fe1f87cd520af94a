// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- webpack declares import.meta.webpackContext in this file only
/// <reference path="../../node_modules/webpack/module.d.ts" />
/**
 * The shell's server entry (build/server-entry.ts): the whole of a page's #root, the layout
 * around the page, rendered in Node by the renderer beside the API. A remote's page comes
 * rendered by that remote's own server entry; the shell puts its markup where the remote's
 * `./App` renders in the browser. The components load only once the language is in place.
 */
import { createElement } from 'react';
import type { RuntimeConfig } from 'shared-ui';
import type { LanguageModule } from 'shared-ui/i18n/apply';
import { renderMarkup, setRenderLanguage, type PageRender, type Rendered } from 'shared-ui/server';
import type * as AppModule from './app/app.tsx';
import type * as ServerRendered from './features/remotes/server-rendered.ts';
import { embeddedModulesAt, type EmbeddedModule } from './features/remotes/embedded-modules.ts';

const catalogues = import.meta.webpackContext('./languages', {
  recursive: false,
  regExp: /\.ts$/,
  mode: 'sync',
});
const app = import.meta.webpackContext('./app', { recursive: false, regExp: /^\.\/app\.tsx$/, mode: 'sync' });
const remotes = import.meta.webpackContext('./features/remotes', {
  recursive: false,
  regExp: /^\.\/server-rendered\.ts$/,
  mode: 'sync',
});

export interface ShellRender extends PageRender {
  /** Where each remote lives and which routes it owns: what /remotes.json says. */
  config: RuntimeConfig;
  /** The page's remote module (`marketplace/App`) and its markup, when a remote owns the page. */
  module?: { id: string; markup: string };
  /** The markup of each module the page embeds that its remote rendered, in `embeds`' order (null: not rendered). */
  embedded?: readonly (string | null)[];
}

export default {
  /** The remote modules the shell page at `url` embeds, for their remotes' entries to render first. */
  embeds: (url: string): readonly EmbeddedModule[] => embeddedModulesAt(url),
  render(request: ShellRender): Promise<Rendered> {
    setRenderLanguage(request.language, (code) => catalogues(`./${code}.ts`) as LanguageModule);
    const { AppRoutes } = app('./app.tsx') as typeof AppModule;
    const { embedKey, RenderedRemoteContext } = remotes('./server-rendered.ts') as typeof ServerRendered;
    const { config, module, url } = request;
    const markups = request.embedded ?? [];
    const embedded = Object.fromEntries(
      embeddedModulesAt(url).flatMap(({ id, props }, index) => {
        const markup = markups[index];
        return typeof markup === 'string' ? [[embedKey(id, props), markup]] : [];
      }),
    );
    return renderMarkup(
      createElement(RenderedRemoteContext, { value: { config, module, embedded } }, createElement(AppRoutes)),
      request,
    );
  },
};
