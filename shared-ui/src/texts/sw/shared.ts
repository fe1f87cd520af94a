/**
 * Kiswahili for the catalogue modules shared-ui's own parts read (the form rules, the date
 * formats, the login dialog, the Report control): every app that bundles those parts lists
 * these pairs in its `src/languages/sw.ts`.
 */
import type { TranslationPair } from '../../i18n/apply.ts';
import { auth } from '../auth.ts';
import { core } from '../core.ts';
import { dates } from '../dates.ts';
import { fieldNames } from '../fields.ts';
import { report } from '../report.ts';
import { auth as authSw } from './auth.ts';
import { core as coreSw } from './core.ts';
import { dates as datesSw } from './dates.ts';
import { fieldNames as fieldNamesSw } from './fields.ts';
import { report as reportSw } from './report.ts';

export const sharedTranslations: readonly TranslationPair[] = [
  [core, coreSw],
  [fieldNames, fieldNamesSw],
  [dates, datesSw],
  [auth, authSw],
  [report, reportSw],
];
