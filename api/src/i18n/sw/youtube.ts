import type { Translation } from 'shared-ui/i18n/translation';
import type { youtubeMessages as en } from '../../schemas/youtube.ts';

/** Kiswahili for ../../schemas/youtube.ts. */
export const youtubeMessages: Translation<typeof en> = {
  invalidVideoId: 'Tafadhali weka ID sahihi ya video ya YouTube.',
  videosFound: 'Video za YouTube zimepatikana.',
  entryNotFound: 'Video haikupatikana.',
  entryDeleted: 'Video imefutwa.',
  featuredNotFound: 'Video haikupatikana.',
  liked: 'Asante kwa kuipenda video hii!',
  commentAdded: 'Maoni yameongezwa.',
  commentTooLong: (max: number) => `Maoni yako yasizidi herufi ${max}.`,
  ownNameOnly: 'Unaweza kutoa maoni kwa jina lako tu.',
  featuredCreated: 'Video teule imeongezwa.',
  featuredDeleted: 'Video teule imefutwa.',
  featuredUpdated: 'Video teule imesasishwa.',
  featuredReordered: 'Mpangilio wa video teule umebadilishwa.',
  featuredCommentDeleted: 'Maoni yamefutwa.',
  featuredCommentNotFound: 'Maoni hayakupatikana.',
  badFeaturedUrl:
    'video_url lazima iwe ID ya video ya YouTube, anwani ya https ya YouTube (watch au embed), au njia ya video kwenye tovuti hii (/api/videos/…).',
};
