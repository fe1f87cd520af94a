/**
 * Startup hints in the documents: /remotes.json, which every page with a remote module
 * reads first, is preloaded so it downloads beside main.js; main.js itself (the
 * federation runtime, the shared singletons and the app) is fetched at high
 * priority, where a deferred script would be fetched at low priority.
 *
 * The app's scripts start after the first paint (start-script.ts): a document shows its
 * prerendered first screen at once, even when the scripts arrive with it (from the service
 * worker's cache) and take a slow phone a few hundred milliseconds to run. They still download
 * from the start, preloaded. What a visitor does in a page the server rendered meanwhile is noted
 * by a script of the document's own, from the first paint (note-early-input.ts).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { SERVER_RENDERED_ATTRIBUTE } from 'shared-ui/server/state';
import { noteEarlyInput } from '../src/features/hydration/note-early-input.ts';
import { startScript } from './start-script.ts';

/** The inline script that notes what a visitor does in a rendered page before it is live. */
const noteEarlyInputScript = `(${noteEarlyInput.toString()})(${JSON.stringify('root')}, ${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})`;

export class StartupHintsPlugin {
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
          {
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'StartupHintsPlugin' },
            attributes: {},
            innerHTML: noteEarlyInputScript,
          },
        ];
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'StartupHintsPlugin' },
          attributes: {},
          innerHTML: startScript(sources),
        });
        return data;
      });
    });
  }
}
