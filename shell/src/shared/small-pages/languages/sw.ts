/** Kiswahili for the shell's small pages: Settings, Page not found, Access Denied (loaded with one of them). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { smallPages } from 'shared-ui/texts/small-pages';
import { smallPages as smallPagesSw } from 'shared-ui/texts/sw/small-pages';

export default [[smallPages, smallPagesSw]] satisfies readonly TranslationPair[];
