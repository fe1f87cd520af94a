/** Kiswahili for every catalogue object the media remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { media } from 'shared-ui/texts/media';
import { media as mediaSw } from 'shared-ui/texts/sw/media';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';

export default [...sharedTranslations, [media, mediaSw]] satisfies readonly TranslationPair[];
