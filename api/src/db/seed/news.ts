import type { NewNews } from '../news.table.ts';

/** Demo announcements that make a first visit show a living site (SEED=demo). */
export const demoNews: NewNews[] = [
  {
    name: 'Marketplace opens for community sellers',
    launches_on: '2026-01-24',
    short_description:
      'Artisans, farmers and small businesses from the coast can now list products and services for free.',
    full_description:
      'The community marketplace opens with a first group of sellers: basket weavers, woodcarvers, ' +
      'coconut and cashew farmers, tailors of kikoi and leso, and young designers. Every listing carries ' +
      'a WhatsApp contact so buyers talk to sellers directly, and prices are in Ksh. Volunteers are on hand ' +
      'through February to help first-time sellers photograph their work and write a good description.',
    link: '/marketplace',
    image_1: null,
    image_2: null,
    video_url: null,
  },
  {
    name: 'Kaya Forests Conservation Day',
    launches_on: '2026-03-21',
    short_description:
      'On the International Day of Forests we join Kaya elders to plant indigenous trees and learn why the forests are sacred.',
    full_description:
      'The Kaya forests hold the history of the nine Mijikenda tribes and are protected as a UNESCO World ' +
      'Heritage site. With the guidance and permission of the Kaya elders, volunteers will plant indigenous ' +
      'seedlings along the forest edge, clear litter from the access paths and listen to the elders explain ' +
      'the customs that have kept these forests standing for generations. Please wear closed shoes, bring ' +
      'water, and respect the places the elders ask us not to enter.',
    link: 'https://whc.unesco.org/en/list/1231',
    image_1: null,
    image_2: null,
    video_url: null,
  },
  {
    name: 'Youth storytelling workshop: voices of the nine tribes',
    launches_on: '2026-05-09',
    short_description:
      'A weekend for young people to record oral histories with elders and turn them into stories, podcasts and short films.',
    full_description:
      'Young storytellers aged 16 to 30 will pair with elders from Giriama, Digo, Chonyi, Duruma, Kambe, ' +
      'Ribe, Rabai, Jibana and Kauma families to record proverbs, songs and memories in our own languages. ' +
      'Mentors from the learning centre will teach interviewing, phone filming, sound recording and editing. ' +
      'The best pieces will be published on the platform with the consent of everyone who took part.',
    link: '/articles',
    image_1: null,
    image_2: null,
    video_url: null,
  },
  {
    name: 'Giriama Music and Dance Festival',
    launches_on: '2026-08-15',
    short_description:
      'A day of traditional drums, kayamba rattles and dance troupes, with a stage for young musicians.',
    full_description:
      'Dance troupes and musicians from across Kilifi and Kwale counties come together to celebrate Giriama ' +
      'music, from the rhythms of the ngoma drums and kayamba to the songs sung at harvests and weddings. In ' +
      'the afternoon the talent incubator hosts an open stage where young artists perform new songs rooted in ' +
      'our traditions. Entry is free; food stalls from the marketplace will be on site.',
    link: '/music',
    image_1: null,
    image_2: null,
    video_url: null,
  },
  {
    name: 'Free land justice legal clinic',
    launches_on: '2026-10-17',
    short_description:
      'Volunteer advocates offer free advice on title deeds, succession and community land rights.',
    full_description:
      'Many families on the coast live on land their grandparents farmed but hold no papers for it. At this ' +
      'clinic, volunteer advocates and paralegals will explain how land registration and succession work, how ' +
      'the Community Land Act protects land held in common, and what to do when a family faces eviction. ' +
      'Bring any documents you have: sale agreements, letters from the chief, or old receipts. Conversations ' +
      'are private and free of charge. Use the contact form to book a slot.',
    link: '/contact-us',
    image_1: null,
    image_2: null,
    video_url: null,
  },
];
