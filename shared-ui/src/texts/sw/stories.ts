import type { Translation } from '../../i18n/translation.ts';
import type { stories as en } from '../stories.ts';

/** Kiswahili for ../stories.ts. */
export const stories: Translation<typeof en> = {
  filters: {
    title: 'Chuja makala',
    show: 'Onyesha vichujio',
    showActive: (n: number) =>
      n === 1 ? 'Onyesha vichujio (1 kimewashwa)' : `Onyesha vichujio (${n} vimewashwa)`,
    hide: 'Ficha vichujio',
    category: 'Aina',
    allCategories: 'Aina zote',
    subcategory: 'Aina ndogo',
    allSubcategories: 'Aina ndogo zote',
    sort: 'Mpangilio',
    recent: 'Za karibuni',
    trending: 'Zinazovuma',
    reset: 'Ondoa vichujio',
  },
  card: {
    // The newspaper byline: "Na JUMA HASSAN".
    by: (name: string) => `Na ${name}`,
    authorPage: (name: string) => `${name}: ukurasa wa mwandishi`,
    follow: 'Fuata',
    unfollow: 'Acha kufuata',
    followNamed: (name: string) => `Fuata ${name}`,
    unfollowNamed: (name: string) => `Acha kumfuata ${name}`,
    like: 'Penda',
    likes: (n: number) => (n === 1 ? 'Amependa 1' : `Wamependa ${n}`),
    // "maoni" is the same for one and many.
    comments: (n: number) => `Maoni ${n}`,
    share: 'Shiriki',
    category: (category: string, subcategory: string) =>
      subcategory ? `${category} · ${subcategory}` : category,
  },
  media: {
    /** The carousel's role, read out by screen readers. */
    kind: 'onyesho la slaidi',
    label: (name: string) => `Picha na video za ${name}`,
    picture: (name: string, n: number, of: number) => `${name}, picha ${n} kati ya ${of}`,
    video: (name: string, n: number) => `${name}, video ${n}`,
    previous: 'Iliyotangulia',
    next: 'Inayofuata',
    position: (n: number, of: number) => `${n} kati ya ${of}`,
    enlarge: (label: string) => `Kuza: ${label}`,
  },
  comments: {
    title: 'Maoni',
    show: 'Onyesha maoni',
    hide: 'Ficha maoni',
    loading: 'Inapakia maoni…',
    none: 'Bado hakuna maoni. Kuwa wa kwanza kutoa maoni.',
    failedToLoad: 'Imeshindikana kupakia maoni.',
    field: 'Maoni yako',
    placeholder: 'Andika maoni…',
    post: 'Tuma',
    posting: 'Inatuma…',
  },
  article: {
    loading: 'Inapakia makala…',
    notFound: 'Makala haikupatikana.',
    failed: 'Imeshindikana kupakia makala. Angalia muunganisho wako wa intaneti.',
    back: 'Makala zote',
    written: (date: string) => `Imechapishwa ${date}`,
  },
  author: {
    loading: 'Inapakia mwandishi…',
    notFound: 'Mwandishi hakupatikana.',
    followers: 'Wafuasi',
    // The author's own count (whom he or she follows), not the reader's ("Unaowafuata").
    following: 'Anaowafuata',
    articles: 'Makala zilizochapishwa',
    noArticles: 'Bado hakuna makala zilizochapishwa.',
    articlesFailed: 'Imeshindikana kupakia makala za mwandishi huyu.',
    age: 'Umri',
    placeOfBirth: 'Mahali alipozaliwa',
    skills: 'Ujuzi',
    career: 'Kazi',
    experience: 'Uzoefu',
    education: 'Elimu',
    articlesOf: (name: string) => `Makala za ${name}`,
  },
  news: {
    pictures: (name: string) => `Picha za ${name}`,
    picture: (name: string, n: number) => `${name}, picha ${n}`,
    video: (name: string) => `Video: ${name}`,
    watchVideo: 'Tazama video',
  },
  articles: {
    title: 'Makala na hadithi',
    userMode: 'Hali ya mwanachama',
    guestMode: 'Hali ya mgeni',
    empty: 'Hakuna makala zilizopatikana. Angalia muunganisho wako wa intaneti.',
    mediaFailed: 'Samahani, imeshindikana kupakia picha na video.',
    shareCopied: 'Kiungo cha makala kimenakiliwa!',
    readMore: 'Soma zaidi',
    showLess: 'Onyesha kidogo',
    loadMore: 'Pakia zaidi',
    loading: 'Inapakia makala…',
    list: 'Makala',
  },
  follow: {
    following: 'Sasa unamfuata mwandishi huyu.',
    unfollowed: 'Umeacha kumfuata mwandishi.',
    loginRequired: 'Ingia ili umfuate mwandishi.',
  },
};
