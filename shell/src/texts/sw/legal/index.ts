import type { Translation } from 'shared-ui/i18n/translation';
import type { legal as en } from '../../legal/index.ts';

/** Kiswahili for ../../legal/index.ts. */
export const legal: Translation<typeof en> = {
  lastUpdated: 'Ilisasishwa mwisho: Mei 2025',
};
