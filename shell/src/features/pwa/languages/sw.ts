/** Kiswahili for this feature's pages (loaded with one of them, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { install } from 'shared-ui/texts/install';
import { install as installSw } from 'shared-ui/texts/sw/install';

export default [[install, installSw]] satisfies readonly TranslationPair[];
