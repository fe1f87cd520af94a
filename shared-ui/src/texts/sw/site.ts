import type { Translation } from '../../i18n/translation.ts';
import type { site as en } from '../site.ts';

/** Kiswahili for ../site.ts. */
export const site: Translation<typeof en> = {
  home: {
    explorePillars: 'Tazama nguzo zetu kuu',
    hidePillars: 'Ficha nguzo zetu kuu',
    getInvolved: 'Jiunge nasi',
    learnAboutUs: 'Tufahamu zaidi',
    enterPlatform: 'Tembelea jukwaa',
    karibu: 'Karibu',
    tagline: 'Tunaunganisha Mijikenda kwa hadithi, vipaji na utamaduni imara.',
    welcomeTagline: 'Uwanja wa mtandaoni wa jamii ya Mijikenda: hadithi zetu, muziki wetu, soko letu.',
    logoKaya: 'Nembo ya mti wa Kaya ya Mijikenda Community Platform',
    logoNgoma: 'Nembo ya ngoma ya Mijikenda Community Platform',
    pauseSlideshow: 'Simamisha onyesho la picha',
    playSlideshow: 'Cheza onyesho la picha',
    heroAlts: [
      'Minazi ufukweni wakati wa machweo',
      'Njia inayoingia msitu mtakatifu wa Kaya',
      'Wachezaji wakicheza kuzunguka moto jioni, mpiga ngoma kando yao',
      'Jahazi likisafiri baharini wakati wa macheo',
      'Mbuyu kando ya boma, jua la jioni likiangaza',
      'Minazi na vilima vya kijani chini ya anga lenye nyota',
    ],
    missionTitle: 'Lengo letu',
    missionIntro:
      'Tunajenga nyumba ya mtandaoni kwa makabila tisa ya Mijikenda: mahali pa kushiriki hadithi zetu, kukuza vipaji vya vijana, kutetea haki ya ardhi na kudumisha utamaduni wetu kwa vizazi vijavyo.',
    pillarsLabel: 'Nguzo zetu kuu',
    valuesTitle: 'Maadili yetu makuu',
    newsTitle: 'Habari kuu',
    exploreTitle: 'Gundua',
    tiles: {
      reels: { title: 'Video fupi', text: 'Video fupi kutoka kwa jamii.' },
      articles: { title: 'Hadithi', text: 'Makala, historia simulizi na mashairi.' },
      news: { title: 'Habari', text: 'Taarifa na matukio yajayo.' },
      music: { title: 'Muziki', text: 'Nyimbo za wasanii wa Mijikenda.' },
      marketplace: { title: 'Soko', text: 'Bidhaa na huduma, bei kwa Ksh.' },
    },
    storiesTitle: 'Hadithi za watu wetu',
    storiesText:
      'Historia simulizi za wazee, mashairi ya waandishi vijana, na habari kutoka vijiji na miji yetu. Zisome, zishiriki, na uongeze zako.',
    readStories: 'Soma hadithi',
    cultureTitle: 'Utamaduni ulio hai',
    cultureText:
      'Kuanzia kayamba hadi ngoma, muziki wetu unabeba historia yetu. Sikiliza wasanii wa makabila tisa, na utuambie mila unazotaka dunia izijue.',
    listenToMusic: 'Sikiliza muziki wetu',
    shareStory: 'Shiriki hadithi yako',
  },
  community: {
    tribes: ['Giriama', 'Digo', 'Chonyi', 'Duruma', 'Kambe', 'Ribe', 'Rabai', 'Jibana', 'Kauma'],
    pillars: [
      'Kuwawezesha vijana kupitia vipaji na elimu',
      'Kufufua fahari ya utamaduni na mila zetu',
      'Kukuza hadithi na habari za kidijitali kutoka kwa jamii',
      'Kupigania haki za kijamii na haki ya ardhi',
      'Kujenga idara na vikundi vya jamii',
    ],
    coreValues: [
      {
        title: 'Umoja na utambulisho',
        summary: 'Kuunganisha makabila tisa kuwa watu wamoja.',
        details:
          'Giriama, Digo, Chonyi, Duruma, Kambe, Ribe, Rabai, Jibana na Kauma tuna asili moja, lugha zinazokaribiana na Kaya. Tunaulinda uhusiano huo.',
      },
      {
        title: 'Maarifa na hadithi',
        summary: 'Historia simulizi, mashairi ya vijana na wasimulizi wa kidijitali.',
        details:
          'Wazee hupitisha maarifa yao kwa mdomo; washairi na watengenezaji filamu vijana huyaendeleza. Tunayarekodi, tunayachapisha na kuyashiriki yote.',
      },
      {
        title: 'Uwezeshaji na haki',
        summary: 'Msaada wa kisheria, warsha na utetezi dhidi ya dhuluma za ardhi.',
        details:
          'Tunaziunganisha familia na msaada wa kisheria, tunaendesha warsha kuhusu haki za ardhi na tunapaza sauti pamoja pale ardhi ilipochukuliwa kwa dhuluma.',
      },
      {
        title: 'Kuungana duniani',
        summary: 'Kuwaunganisha Mijikenda nyumbani na kote duniani.',
        details:
          'Popote watu wetu wanapoishi, jukwaa hili linawaweka karibu na nyumbani: habari zake, muziki wake, masoko yake na watu wake.',
      },
    ],
  },
  layout: {
    mainNavigation: 'Menyu kuu',
    more: 'Zaidi',
    closeMore: 'Funga Zaidi',
    menu: 'Menyu',
    closeMenu: 'Funga menyu',
    notifications: 'Arifa',
    notificationsUnread: (count: number) =>
      count === 1 ? `Arifa, ${count} haijasomwa` : `Arifa, ${count} hazijasomwa`,
    profile: 'Wasifu',
    careers: 'Ajira',
    comingSoon: 'Inakuja karibuni',
    skipToContent: 'Nenda kwenye maudhui',
    offline: 'Uko nje ya mtandao. Kurasa ulizofungua awali bado zinafanya kazi.',
    lowData: 'Hali ya data kidogo',
    lowDataOn: 'imewashwa: picha ndogo, na video haichezi hadi ubonyeze cheza.',
    lowDataSettings: 'Mipangilio',
    footerTagline: 'Makabila tisa, jamii moja.',
    footer: 'Viungo vya chini',
    profileOf: (username: string) => `Wasifu wa ${username}`,
    search: 'Tafuta',
  },
  nav: {
    home: 'Nyumbani',
    about: 'Kuhusu',
    stories: 'Hadithi',
    contact: 'Wasiliana nasi',
    shop: 'Soko',
    music: 'Muziki',
    reels: 'Video fupi',
    myAccount: 'Akaunti yangu',
    news: 'Habari / matukio',
    careers: 'Ajira',
    privacy: 'Sera ya faragha',
    cookies: 'Sera ya vidakuzi',
    terms: 'Vigezo na masharti',
    settings: 'Mipangilio',
    language: 'Lugha',
    install: 'Sakinisha programu',
  },
  theme: {
    title: 'Mandhari',
    toLight: 'Badili kwenda mandhari meupe',
    toDark: 'Badili kwenda mandhari meusi',
    names: { light: 'meupe', dark: 'meusi' },
    current: (name: string) => `Sasa unatumia mandhari ${name}. Chaguo lako litakumbukwa kwenye kifaa hiki.`,
  },
  cookies: {
    title: 'Vidakuzi kwenye tovuti hii',
    message:
      'Tunatumia kidakuzi kukumbuka chaguo lako na kuifanya tovuti ifanye kazi. Kubali vidakuzi vyote, au kataa visivyo vya lazima.',
    acceptAll: 'Kubali vyote',
    reject: 'Kataa',
  },
  contactButton: {
    label: 'Wasiliana nasi',
    dismiss: 'Ondoa kitufe cha Wasiliana nasi',
  },
  appUpdate: {
    available: 'Toleo jipya lipo.',
    reload: 'Pakia upya',
    later: 'Baadaye',
  },
};
