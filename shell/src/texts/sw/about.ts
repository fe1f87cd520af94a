import type { Translation } from 'shared-ui/i18n/translation';
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { about as en } from '../about.ts';

/** Kiswahili for ../about.ts. */
export const about: Translation<typeof en> = {
  title: 'Kuhusu sisi',
  intro: `${PRODUCT_NAME} ni makao ya mtandaoni ya watu wa Mijikenda wa pwani ya Kenya: kwa hadithi zetu, vipaji vyetu, ardhi yetu na mustakabali wetu.`,
  missionTitle: 'Dhamira yetu',
  mission:
    'Tupo ili kuudumisha utamaduni wa Mijikenda na kuwasaidia watu wetu kustawi. Tunafanya hivyo kwa kusimulia hadithi zetu wenyewe, kukuza vipaji vya vijana wetu, kusimama pamoja kudai haki ya ardhi, na kujipanga kama jamii inayowajali watu wake.',
  tribesTitle: 'Makabila tisa',
  tribes:
    'Mijikenda maana yake ni ‘miji tisa’. Makabila haya tisa yana lugha zinazokaribiana sana, mila zinazofanana na historia moja katika pwani na maeneo ya bara yake, kutoka Kwale kusini hadi Kilifi kaskazini. Tangu jadi, kila kabila lina kaya yake, makao yake ndani ya msitu mtakatifu.',
  valuesTitle: 'Maadili yetu makuu',
  workTitle: 'Tunachofanya',
  storiesTitle: 'Hadithi tunazosimulia',
  voicesTitle: 'Wanachosema wanachama',
  learningTitle: 'Kituo cha mafunzo',
  learning: [
    'Kituo cha mafunzo kinawaleta pamoja wenye maarifa na wanaojifunza: vipindi vya lugha kwa watoto wanaokulia mbali na nyumbani, warsha za kuandika, kurekodi video na kurekodi sauti, na kozi za ujuzi wa kidijitali unaowawezesha vijana kupata kipato kutokana na vipaji vyao.',
    'Wazee hufundisha yasiyopatikana vitabuni; vijana hufundisha zana zinazoyafikisha mbali zaidi. Kila upande hujifunza kutoka kwa mwenzake.',
  ],
  learningImage: 'Wachezaji ngoma wakizunguka moto wakati wa machweo',
  forestImage: 'Njia ya kuingia kwenye msitu wa Kaya',
  forestsTitle: 'Misitu mitakatifu ya Kaya',
  forests: [
    'Kaya zilikuwa vijiji vya Mijikenda vilivyozungushiwa ngome, vilivyojengwa kwenye sehemu za wazi ndani kabisa ya misitu ya pwani. Baadaye watu walihama kuishi kwenye ardhi inayozizunguka, lakini misitu hii bado ni mitakatifu: ni mahali pa maombi, sherehe za jadi na maziko, inayotunzwa na mabaraza ya wazee wanaosimamia kanuni zake.',
    'Kwa kuwa mila inakataza kukata miti na kuisumbua kaya, misitu hii imedumu wakati sehemu kubwa ya misitu ya pwani imetoweka. Mwaka 2008 UNESCO iliorodhesha Misitu Mitakatifu ya Kaya za Mijikenda katika Orodha ya Urithi wa Dunia, ikitambua maana yake kiutamaduni pamoja na mila hai inayoilinda.',
    'Tunaiunga mkono kazi ya wazee kwa kurekodi yale wanayoamua kutueleza, na kwa kupaza sauti misitu inapokuwa hatarini.',
  ],
  joinTitle: 'Tembea nasi',
  join: 'Shiriki hadithi, jiunge na kikundi cha jamii, au tusalimie tu.',
  contactUs: 'Wasiliana nasi',
  whatWeDo: [
    {
      title: 'Kusimulia hadithi na podikasti',
      text: 'Tunarekodi mazungumzo na wazee, washairi na viongozi vijana, na kuyachapisha kama makala na vipindi vya podikasti ambavyo kila mtu anaweza kufuatilia.',
    },
    {
      title: 'Kurekodi hadithi zetu kwa video',
      text: 'Filamu na video fupi za sherehe, ngoma, kazi za mikono na maisha ya kila siku, zinazotengenezwa na wanajamii kwa ajili ya jamii.',
    },
    {
      title: 'Kukuza vipaji vya muziki',
      text: 'Waimbaji, wapiga ala na watayarishaji chipukizi wanapata nafasi ya kutumbuiza, ushauri, na mahali pa kuchapisha kazi zao pamoja na wasanii waliobobea.',
    },
    {
      title: 'Msaada wa kisheria kwa haki ya ardhi',
      text: 'Tunaziunganisha familia zenye migogoro ya ardhi na ushauri wa kisheria, tunaendesha warsha kuhusu haki za ardhi, na tunahifadhi kumbukumbu za yale watu waliyopitia.',
    },
    {
      title: 'Idara na timu za jamii',
      text: 'Watu wa kujitolea hujipanga katika timu za vyombo vya habari, utamaduni, elimu, ustawi na soko, ili kazi isiwe mzigo wa watu wachache.',
    },
    {
      title: 'Soko la wazalishaji wa hapa kwetu',
      text: 'Wakulima, mafundi na biashara ndogo hutangaza bidhaa zao kwa shilingi za Kenya na kuongea na wanunuzi moja kwa moja kwenye WhatsApp.',
    },
  ],

  storyCards: [
    {
      title: 'Sauti za wazee',
      text: 'Historia simulizi za uhamiaji, za kaya, na za mabaraza yaliyodumisha utaratibu: kwa maneno ya wale wanaokumbuka.',
    },
    {
      title: 'Washairi vijana wa pwani',
      text: 'Mashairi na maneno ya kughani kwa Kiswahili, Kiingereza na lugha za Mijikenda, kutoka kwa waandishi wanaoanza kupata sauti yao.',
    },
    {
      title: 'Ardhi na asili yetu',
      text: 'Simulizi za familia zilizopoteza ardhi au zilizopigana kuibakiza, na yale jamii imejifunza pamoja.',
    },
  ],

  /** Sample words from members; replace them with quotes members agree to publish. */
  testimonials: [
    {
      quote:
        'Nilidhani hadithi zetu ni za wazee tu. Sasa nazirekodi kwa simu yangu na kuwashirikisha marafiki zangu.',
      from: 'Kijana mwanachama kutoka Kaunti ya Kilifi',
    },
    {
      quote:
        'Kupitia jukwaa hili vikapu vyangu vinawafikia wanunuzi wa Mombasa na Nairobi, na wananipigia simu moja kwa moja.',
      from: 'Mama fundi wa kazi za mikono kutoka Kaunti ya Kwale',
    },
    {
      quote:
        'Nikiwa naishi mbali na nyumbani, hapa ndipo ninaposikia habari za kijijini kwetu na muziki niliokua nao.',
      from: 'Mwanachama anayeishi ng’ambo',
    },
  ],
};
