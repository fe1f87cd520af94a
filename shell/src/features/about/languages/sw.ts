/** Kiswahili for this feature's pages (loaded with one of them, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { about } from 'shared-ui/texts/about';
import { about as aboutSw } from 'shared-ui/texts/sw/about';

export default [[about, aboutSw]] satisfies readonly TranslationPair[];
