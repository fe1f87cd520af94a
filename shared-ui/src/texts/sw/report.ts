import type { Translation } from '../../i18n/translation.ts';
import type { report as en } from '../report.ts';

/** Kiswahili for ../report.ts. */
export const report: Translation<typeof en> = {
  button: 'Ripoti',
  title: {
    product: 'Ripoti tangazo hili',
    article: 'Ripoti makala hii',
    comment: 'Ripoti maoni haya',
    video_comment: 'Ripoti maoni haya',
    reel: 'Ripoti video fupi hii',
    song: 'Ripoti wimbo huu',
  },
  reasonsLegend: 'Kwa nini unaripoti?',
  reasons: {
    scam: 'Utapeli au ulaghai',
    offensive: 'Matusi au chuki',
    spam: 'Ujumbe taka',
    misleading: 'Inapotosha au si kweli',
    other: 'Sababu nyingine',
  },
  details: 'Maelezo',
  detailsHint: 'Si lazima: chochote kitakachowasaidia wasimamizi wetu kuelewa.',
  send: 'Tuma ripoti',
  sending: 'Inatuma…',
  chooseReason: 'Chagua sababu.',
  thanks: 'Asante. Wasimamizi wetu wataiangalia ripoti hii.',
  already: 'Tayari umesharipoti.',
  failed: 'Ripoti haikutumwa. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
  loginReason: 'Tafadhali ingia ili uripoti.',
  removed: 'Maudhui haya yameondolewa.',
};
