import type { Translation } from 'shared-ui/i18n/translation';
import type { messages as en } from '../../messages.ts';

/** Kiswahili for ../../messages.ts. */
export const messages: Translation<typeof en> = {
  notLoggedIn: 'Hujaingia.',
  loggedOut: 'Umetoka.',
  notFound: 'Haikupatikana.',
  /** The name shown for a comment sent without a user id (spec: the user id is null or 0). */
  guestName: 'Mgeni',
  tooManyRequests: 'Maombi ni mengi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  unavailable: 'Huduma haipatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  /** A request for a host name this site is not served at (421). */
  misdirected: 'Tovuti hii haipatikani kwa anwani hiyo.',
  /** A login or registration refused because more passwords are being checked than the server can check in time. */
  accountsBusy: 'Watu wengi mno wanaingia sasa hivi. Tafadhali jaribu tena baada ya sekunde chache.',
  /** An upload refused because more images are being processed than the server can process in time. */
  uploadsBusy: 'Vitu vingi mno vinapakiwa sasa hivi. Tafadhali jaribu tena baada ya sekunde chache.',
  storageFull: 'Hakuna nafasi ya kuhifadhi hiki sasa hivi. Tafadhali jaribu tena baadaye.',
  bodyNotObject: 'Kiini cha ombi lazima kiwe JSON object.',
  notUtf8: 'Kiini cha ombi lazima kiwe maandishi ya UTF-8.',
  reportOwn: 'Huwezi kuripoti kitu chako mwenyewe.',
  /** A member over their reports for the hour. */
  tooManyReports: 'Umetuma ripoti nyingi ndani ya saa moja iliyopita. Tafadhali jaribu tena baadaye.',
  tooManyReportsHere:
    'Ripoti nyingi zimetumwa kutoka mtandao huu ndani ya saa moja. Tafadhali jaribu tena baadaye.',
  tooManyRegistrations:
    'Akaunti nyingi zimefunguliwa kutoka mtandao huu ndani ya saa moja. Tafadhali jaribu tena baadaye.',
  /** A report of an item that is not there, or that nobody but its owner sees. */
  reportNotFound: 'Kitu hiki hakikupatikana. Huenda kimefutwa au kufichwa.',
  /** A decision on an item whose reports are all decided already. */
  noOpenReports: 'Kitu hiki hakina ripoti zilizo wazi.',
  reportsUpheld: 'Kitu kimefichwa.',
  reportsDismissed: 'Ripoti zimepuuzwa.',
  forbidden: 'Huna ruhusa ya kufanya hivi.',
  validation: {
    required: (field: string) => `${field} ni lazima.`,
    mustBe: (field: string, type: string) => `${field} lazima kiwe ${type}.`,
    atMost: (field: string, limit: string) => `${field}: herufi zisizidi ${limit}.`,
    atLeast: (field: string, limit: string) => `${field}: angalau herufi ${limit}.`,
    other: (field: string, problem: string) => `${field}: ${problem}.`,
    theRequest: 'Ombi',
    notValid: 'si sahihi',
  },
  uploads: {
    notMultipart: 'Ombi lazima liwe multipart/form-data.',
    unexpectedFile: (field: string) => `Faili lisilotarajiwa: ${field}.`,
    tooLarge: (label: string, megabytes: number) =>
      `${label}: faili ni kubwa mno (zaidi ya MB ${megabytes}).`,
    wrongType: (label: string) => `${label}: aina hii ya faili haikubaliwi.`,
    damaged: (label: string) => `${label}: faili limeharibika au halijakamilika.`,
    notAnImage: (label: string) => `${label}: picha haikuweza kusomwa.`,
    whole: 'Faili zilizopakiwa ni kubwa mno.',
  },
  frontEndNotBuilt:
    'Sehemu ya mbele ya tovuti bado haijajengwa. Endesha `npm run build`, kisha pakia upya ukurasa huu.',
};
