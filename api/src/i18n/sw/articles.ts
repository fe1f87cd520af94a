import type { Translation } from 'shared-ui/i18n/translation';
import type { articleMessages as en } from '../../schemas/articles.ts';

/** Kiswahili for ../../schemas/articles.ts. */
export const articleMessages: Translation<typeof en> = {
  notFound: 'Makala haikupatikana.',
  created: 'Makala imeundwa!',
  deleted: 'Makala imefutwa.',
  updated: 'Makala imesasishwa.',
  postsFound: 'Machapisho yamepatikana.',
  noPosts: 'Hakuna machapisho.',
  ownArticlesOnly: 'Unaweza kufuta makala zako tu.',
  postAsYourself: 'Unaweza kuweka makala kwa jina lako tu.',
  commentAsYourself: 'Unaweza kutoa maoni kwa jina lako tu.',
  unknownCategory: 'Tafadhali chagua aina kutoka kwenye orodha.',
  unknownSubcategory: 'Tafadhali chagua aina ndogo ya aina hiyo.',
  commentsFound: 'Maoni yamepatikana.',
  noComments: 'Bado hakuna maoni.',
  commentAdded: 'Maoni yameongezwa.',
  liked: 'Umeipenda makala.',
  unliked: 'Umeacha kuipenda.',
  userIdRequired: 'user_id inahitajika.',
  userIdNeeded: 'user_id inahitajika ili kuorodhesha makala za mwandishi.',
};
