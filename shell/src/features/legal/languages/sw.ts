/** Kiswahili for the legal pages (loaded with one of them, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { cookiePolicy } from '../../../texts/sw/legal/cookies.ts';
import { legal } from '../../../texts/sw/legal/index.ts';
import { privacyPolicy } from '../../../texts/sw/legal/privacy.ts';
import { terms } from '../../../texts/sw/legal/terms.ts';
import { legalTexts } from '../legal-texts.ts';

export default [
  [legalTexts, { legal, cookiePolicy, privacyPolicy, terms }],
] satisfies readonly TranslationPair[];
