/** Kiswahili for the contact page, its forms, their field names and its dates (loaded with it, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { contactForms } from 'shared-ui/texts/contact';
import { dates } from 'shared-ui/texts/dates';
import { fieldNames } from 'shared-ui/texts/fields';
import { contactForms as contactFormsSw } from 'shared-ui/texts/sw/contact';
import { dates as datesSw } from 'shared-ui/texts/sw/dates';
import { fieldNames as fieldNamesSw } from 'shared-ui/texts/sw/fields';
import { contactPage } from '../../../texts/contact.ts';
import { contactPage as contactPageSw } from '../../../texts/sw/contact.ts';

export default [
  [contactPage, contactPageSw],
  [contactForms, contactFormsSw],
  [fieldNames, fieldNamesSw],
  [dates, datesSw],
] satisfies readonly TranslationPair[];
