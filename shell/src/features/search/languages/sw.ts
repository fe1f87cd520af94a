/** Kiswahili for the search page (loaded with it, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { search } from 'shared-ui/texts/search';
import { search as searchSw } from 'shared-ui/texts/sw/search';

export default [[search, searchSw]] satisfies readonly TranslationPair[];
