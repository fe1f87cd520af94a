import type { Translation } from '../../i18n/translation.ts';
import type { search as en } from '../search.ts';

/** Kiswahili for ../search.ts. */
export const search: Translation<typeof en> = {
  title: 'Tafuta',
  box: 'Maneno ya kutafuta',
  placeholder: 'Wimbo, bidhaa, hadithi, jina…',
  submit: 'Tafuta',
  searching: 'Inatafuta…',
  nothingFound: (q: string) => `Hakuna kilichopatikana kwa "${q}". Jaribu neno lingine.`,
  failed: 'Sehemu hii ya utafutaji haipatikani sasa.',
  count: (n: number) => (n === 1 ? 'Tokeo 1' : `Matokeo ${n}`),
  seeAll: 'Onyesha yote',
  seeAllOf: (group: string) => `Onyesha yote: ${group}`,
  allResults: 'Matokeo yote',
  groups: {
    stories: 'Hadithi',
    news: 'Habari',
    music: 'Muziki',
    reels: 'Video fupi',
    marketplace: 'Soko',
    people: 'Wanachama',
  },
};
