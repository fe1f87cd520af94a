/** Kiswahili for the contact page, its forms' field names and its dates (loaded with it, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { contactPage } from 'shared-ui/texts/contact';
import { dates } from 'shared-ui/texts/dates';
import { fieldNames } from 'shared-ui/texts/fields';
import { contactPage as contactPageSw } from 'shared-ui/texts/sw/contact';
import { dates as datesSw } from 'shared-ui/texts/sw/dates';
import { fieldNames as fieldNamesSw } from 'shared-ui/texts/sw/fields';

export default [
  [contactPage, contactPageSw],
  [fieldNames, fieldNamesSw],
  [dates, datesSw],
] satisfies readonly TranslationPair[];
