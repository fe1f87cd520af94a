/** Kiswahili for the legal pages (loaded with one of them, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { legal } from 'shared-ui/texts/sw/legal/index';
import { cookiePolicy } from 'shared-ui/texts/sw/legal/cookies';
import { privacyPolicy } from 'shared-ui/texts/sw/legal/privacy';
import { terms } from 'shared-ui/texts/sw/legal/terms';
import { legalTexts } from '../legal-texts.ts';

export default [
  [legalTexts, { legal, cookiePolicy, privacyPolicy, terms }],
] satisfies readonly TranslationPair[];
