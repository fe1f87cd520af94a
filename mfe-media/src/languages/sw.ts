/** Kiswahili for every catalogue object the media remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { media } from 'shared-ui/texts/media';
import { media as mediaSw } from 'shared-ui/texts/sw/media';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';
import { search } from 'shared-ui/texts/search';
import { search as searchSw } from 'shared-ui/texts/sw/search';

export default [
  ...sharedTranslations,
  [search, searchSw],
  [media, mediaSw],
] satisfies readonly TranslationPair[];
