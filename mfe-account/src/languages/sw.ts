/** Kiswahili for every catalogue object the account remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { account } from 'shared-ui/texts/account';
import { account as accountSw } from 'shared-ui/texts/sw/account';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';
import { admin } from '../texts/admin.ts';
import { admin as adminSw } from '../texts/sw/admin.ts';

export default [
  ...sharedTranslations,
  [account, accountSw],
  [admin, adminSw],
] satisfies readonly TranslationPair[];
