/**
 * The page's language for the shell: its `<html lang>`, and the shell's texts (the shared
 * `texts` among them) in it before any of its modules reads them. main.ts waits for it before
 * it loads the app's modules.
 */
import { currentLanguage, startLanguage } from 'shared-ui';

document.documentElement.lang = currentLanguage();

export const languageReady: Promise<void> =
  startLanguage((code) => import(/* webpackChunkName: "texts-[request]" */ `../languages/${code}.ts`)) ??
  Promise.resolve();
