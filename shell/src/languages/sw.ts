/**
 * Kiswahili for what every page of the shell shows: the shared `texts` (the layout, the home
 * page, the words the remotes share). A chunk of its own, loaded for Kiswahili pages only; each
 * other page of the shell loads its own texts with it (shared/page-texts.ts).
 */
import { texts } from 'shared-ui';
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { core as coreSw } from 'shared-ui/texts/sw/core';
import { site as siteSw } from 'shared-ui/texts/sw/site';

export default [[texts, { ...coreSw, ...siteSw }]] satisfies readonly TranslationPair[];
