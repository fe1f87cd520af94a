import type { Translation } from 'shared-ui/i18n/translation';
import type { notifications as en } from '../notifications.ts';

/** Kiswahili for ../notifications.ts. */
export const notifications: Translation<typeof en> = {
  list: 'Arifa zako',
  loading: 'Inapakia arifa zako…',
  empty: 'Bado huna arifa.',
  failed: 'Hatukuweza kupakia arifa zako. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
  noMore: 'Hakuna arifa zaidi.',
  markAll: 'Weka zote kama zimesomwa',
  markedAll: 'Arifa zako zote zimewekwa kama zimesomwa.',
  markAllFailed: 'Hatukuweza kuweka arifa zako kama zimesomwa. Tafadhali jaribu tena.',
  unread: 'Haijasomwa:',
  guest: {
    text: 'Ingia uone yanayokuhusu wewe na vitu ulivyoweka: wafuasi wapya, maoni, tathmini na majibu.',
    logIn: 'Ingia',
    reason: 'Tafadhali ingia uone arifa zako.',
  },
  someone: 'Mwanachama',
  untitled: 'bila kichwa',
  /*
   * Read only inside `removed` below, so each carries its own "your" (wako/yako): the word
   * agrees with the noun's class, which one sentence for all kinds could not do.
   */
  subjects: {
    member: 'wasifu wako',
    article: 'makala yako',
    product: 'bidhaa yako',
    reel: 'video fupi yako',
    song: 'wimbo wako',
    video: 'video yako',
    comment: 'maoni yako',
    video_comment: 'maoni yako',
    ticket: 'tiketi yako',
  },
  follow: (name: string) => `${name} ameanza kukufuata`,
  comment: (name: string, title: string) => `${name} ametoa maoni kwenye makala yako "${title}"`,
  review: (name: string, product: string, stars: number) =>
    `${name} ametoa tathmini ya "${product}": nyota ${stars} kati ya 5`,
  published: (title: string) => `Makala yako "${title}" imechapishwa`,
  rejected: (title: string, reason: string | null) =>
    reason ? `Makala yako "${title}" haikuchapishwa: ${reason}` : `Makala yako "${title}" haikuchapishwa`,
  removed: (kind: string, title: string, reason: string | null) =>
    reason ? `Wasimamizi wameondoa ${kind} "${title}": ${reason}` : `Wasimamizi wameondoa ${kind} "${title}"`,
  ticketReply: (ticketNo: string) => `Tiketi yako ${ticketNo} imejibiwa`,
};
