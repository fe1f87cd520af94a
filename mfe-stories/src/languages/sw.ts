/** Kiswahili for every catalogue object the stories remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { stories } from 'shared-ui/texts/stories';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';
import { search } from 'shared-ui/texts/search';
import { search as searchSw } from 'shared-ui/texts/sw/search';
import { stories as storiesSw } from 'shared-ui/texts/sw/stories';

export default [
  ...sharedTranslations,
  [search, searchSw],
  [stories, storiesSw],
] satisfies readonly TranslationPair[];
