/** Kiswahili for this feature's pages (loaded with one of them, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { install } from '../../../texts/install.ts';
import { install as installSw } from '../../../texts/sw/install.ts';

export default [[install, installSw]] satisfies readonly TranslationPair[];
