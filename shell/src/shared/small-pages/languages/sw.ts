/** Kiswahili for the shell's small pages: Settings, Page not found, Access Denied (loaded with one of them). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { smallPages } from '../../../texts/small-pages.ts';
import { smallPages as smallPagesSw } from '../../../texts/sw/small-pages.ts';

export default [[smallPages, smallPagesSw]] satisfies readonly TranslationPair[];
