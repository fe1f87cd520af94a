import type { Translation } from 'shared-ui/i18n/translation';
import { SEARCH_LIMIT, SEARCH_QUERY_MAX } from 'shared-ui/contracts/forms';
import type { searchMessages as en } from '../../schemas/search.ts';

/** Kiswahili for ../../schemas/search.ts. Parameter names (q, limit) stay as the API spells them. */
export const searchMessages: Translation<typeof en> = {
  queryTooLong: `q isizidi herufi ${SEARCH_QUERY_MAX}.`,
  badLimit: `limit lazima iwe namba kamili kuanzia 1 hadi ${SEARCH_LIMIT.max}.`,
  badQuery: 'Utafutaji si sahihi.',
};
