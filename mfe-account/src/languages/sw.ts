/** Kiswahili for every catalogue object the account remote bundles (a chunk of its own, loaded for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { account } from 'shared-ui/texts/account';
import { admin } from 'shared-ui/texts/admin';
import { account as accountSw } from 'shared-ui/texts/sw/account';
import { admin as adminSw } from 'shared-ui/texts/sw/admin';
import { sharedTranslations } from 'shared-ui/texts/sw/shared';

export default [
  ...sharedTranslations,
  [account, accountSw],
  [admin, adminSw],
] satisfies readonly TranslationPair[];
