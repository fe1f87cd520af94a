import type { Translation } from '../../../i18n/translation.ts';
import type { legal as en } from '../../legal/index.ts';

/** Kiswahili for ../../legal/index.ts. */
export const legal: Translation<typeof en> = {
  lastUpdated: 'Ilisasishwa mwisho: Mei 2025',
};
