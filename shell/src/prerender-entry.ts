// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- webpack declares import.meta.webpackContext in this file only
/// <reference path="../../node_modules/webpack/module.d.ts" />
/**
 * The prerender bundle's entry (build/prerender.ts): the first screens of src/prerender.tsx in a
 * language. The shell's catalogue of that language (src/languages/<code>.ts; all of them are in
 * this bundle, so a language added there is rendered with no other change) is written over the
 * English texts before the components' modules are loaded, as main.ts does in the browser: a
 * text a module reads once (a list of links) is in the page's language too.
 */
import { DEFAULT_LANGUAGE, type Language } from 'shared-ui';
import type { LanguageModule } from 'shared-ui/i18n/apply';
import { setRenderLanguage } from 'shared-ui/server';
import type * as Components from './prerender.tsx';

const catalogues = import.meta.webpackContext('./languages', {
  recursive: false,
  regExp: /\.ts$/,
  mode: 'sync',
});
const components = import.meta.webpackContext('.', {
  recursive: false,
  regExp: /^\.\/prerender\.tsx$/,
  mode: 'sync',
});

export function renderDocuments(language: Language = DEFAULT_LANGUAGE): Record<string, string> {
  setRenderLanguage(language, (code) => catalogues(`./${code}.ts`) as LanguageModule);
  return (components('./prerender.tsx') as typeof Components).renderDocuments();
}
