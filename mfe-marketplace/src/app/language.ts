/**
 * This remote's texts in the page's language: its catalogue for Kiswahili is a chunk of its own
 * (../languages/), loaded before its first page renders (each exposed module waits with `use`).
 */
import { startLanguage } from 'shared-ui';

/** Settles once the texts are in the page's language (null: they already are). */
export const languageReady = startLanguage(
  (code) => import(/* webpackChunkName: "texts-[request]" */ `../languages/${code}.ts`),
);
