/** Kiswahili for this feature's pages (loaded with one of them, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { about } from '../../../texts/about.ts';
import { about as aboutSw } from '../../../texts/sw/about.ts';

export default [[about, aboutSw]] satisfies readonly TranslationPair[];
