/**
 * The About page's words (the spec names its sections: section 2, About), imported by that
 * page only, so they load with it.
 */
import { PRODUCT_NAME } from 'shared-ui/texts';

export const about = {
  title: 'About us',
  intro: `${PRODUCT_NAME} is a home on the web for the Mijikenda people of coastal Kenya: for our stories, our talent, our land and our future.`,
  missionTitle: 'Our mission',
  mission:
    'We exist to keep Mijikenda culture alive and to help our people thrive. We do it by telling our own stories, growing the talent of our young people, standing together for justice on land, and organising as a community that looks after its own.',
  tribesTitle: 'The nine tribes',
  tribes:
    'Mijikenda means ‘the nine homesteads’. The nine peoples share closely related languages, customs and a common history along the coast and its hinterland, from Kwale in the south to Kilifi in the north. Each traditionally has its own kaya, its sacred forest home.',
  valuesTitle: 'Our core values',
  workTitle: 'What we do',
  storiesTitle: 'Stories we tell',
  voicesTitle: 'What members tell us',
  learningTitle: 'The learning centre',
  learning: [
    'The learning centre brings knowledge holders and learners together: language sessions for children growing up away from home, workshops on writing, filming and recording, and courses in the digital skills that let young people earn from their talent.',
    'Elders teach what cannot be found in books; young people teach the tools that carry it further. Both learn from each other.',
  ],
  learningImage: 'Dancers around a fire at dusk',
  forestImage: 'A path into a Kaya forest',
  forestsTitle: 'The sacred Kaya forests',
  forests: [
    'The kaya were the fortified villages of the Mijikenda, built in clearings deep in the coastal forest. People have since moved out to live on the land around them, but the forests remain sacred: places of prayer, ceremony and burial, cared for by councils of elders who keep their rules.',
    'Because cutting trees and disturbing the kaya is forbidden by custom, these forests have survived while much of the coastal forest has not. In 2008 UNESCO inscribed the Sacred Mijikenda Kaya Forests on the World Heritage List, recognising both their cultural meaning and the living tradition that protects them.',
    'We support the elders’ work by recording what they choose to share, and by speaking up when the forests are threatened.',
  ],
  joinTitle: 'Walk with us',
  join: 'Share a story, join a community group, or simply say hello.',
  contactUs: 'Contact us',
  whatWeDo: [
    {
      title: 'Storytelling and podcasts',
      text: 'We record conversations with elders, poets and young leaders, and publish them as articles and podcast episodes anyone can follow.',
    },
    {
      title: 'Filming our stories',
      text: 'Short films and reels of ceremonies, dances, crafts and everyday life, made by members of the community for the community.',
    },
    {
      title: 'Music and talent incubator',
      text: 'Young singers, instrumentalists and producers get a stage, feedback and a place to publish their work next to established artists.',
    },
    {
      title: 'Legal aid for land justice',
      text: 'We connect families facing land disputes with legal advice, hold workshops on land rights and keep records of what people have lived through.',
    },
    {
      title: 'Community departments and teams',
      text: 'Volunteers organise into teams for media, culture, education, welfare and the marketplace, so the work does not rest on a few shoulders.',
    },
    {
      title: 'A marketplace for local makers',
      text: 'Farmers, artisans and small businesses list their products in Kenya shillings and talk to buyers directly on WhatsApp.',
    },
  ],

  storyCards: [
    {
      title: 'Voices of the elders',
      text: 'Oral histories of migration, the kaya, and the councils that kept order: told in the words of those who remember.',
    },
    {
      title: 'Young poets of the coast',
      text: 'Poetry and spoken word in Kiswahili, English and the Mijikenda languages, from writers finding their voice.',
    },
    {
      title: 'Land and belonging',
      text: 'Accounts from families who have lost land or fought to keep it, and what the community has learned together.',
    },
  ],

  /** Sample words from members; replace them with quotes members agree to publish. */
  testimonials: [
    {
      quote:
        'I used to think our stories belonged to the old people. Now I record them with my phone and share them with my friends.',
      from: 'A youth member from Kilifi County',
    },
    {
      quote:
        'Through the platform my baskets reach buyers in Mombasa and Nairobi, and they call me directly.',
      from: 'A craftswoman from Kwale County',
    },
    {
      quote:
        'Living far from home, this is where I hear the news of my village and the music I grew up with.',
      from: 'A member living abroad',
    },
  ],
} as const;
