/** The demo articles and stories (SEED=demo): real, short pieces about Mijikenda life. */
import type { ArticleStatus } from '../articles.table.ts';
import type { landscape } from './art.ts';

/** The demo pictures, drawn once and shared by the articles that show them. */
export const DRAWINGS = [
  { sky: ['#1f4d3a', '#7fb08a'], ground: '#163d24', accent: '#e8d27a', label: 'Kaya forest' },
  { sky: ['#f6a45c', '#8fc6e8'], ground: '#e9d3a1', accent: '#fff2b3', label: 'The coast at dawn' },
  { sky: ['#8fd0f0', '#e7f6ff'], ground: '#b5652d', accent: '#ffcf3f', label: 'Market day' },
  { sky: ['#3b1f4d', '#c4613a'], ground: '#4a2a14', accent: '#ffb347', label: 'Drums and kayamba' },
  { sky: ['#101c3d', '#5a4a8a'], ground: '#2b2b38', accent: '#f5f0d8', label: 'Evening stories' },
  { sky: ['#7ec8e3', '#dff3e4'], ground: '#5a8f3c', accent: '#ffe27a', label: 'Palms and cassava' },
  { sky: ['#f3e2c7', '#d9b38c'], ground: '#8a5a2b', accent: '#c0392b', label: 'Weaving and carving' },
  { sky: ['#a8d8ea', '#f4e9d8'], ground: '#9c4f26', accent: '#f7c548', label: 'Our land' },
] satisfies Parameters<typeof landscape>[0][];

export interface DemoArticle {
  name: string;
  category: string;
  subcategory: string;
  /** Index into the demo members. */
  author: number;
  /** Indexes into DRAWINGS: the first is the main image. */
  images: number[];
  likes: number;
  date: string;
  status?: ArticleStatus;
  text: string;
  /** [member index, or null for a guest; the comment; days after the article]. */
  comments?: [number | null, string, number][];
}

export const ARTICLES: DemoArticle[] = [
  {
    name: 'Walking into a Kaya',
    category: 'Culture',
    subcategory: 'Kaya forests',
    author: 0,
    images: [0, 7],
    likes: 96,
    date: '2026-01-09T08:30:00Z',
    text:
      'The first time my grandfather took me to the edge of our Kaya, he stopped before the path and waited ' +
      'until I was quiet. He told me the forest is not a park and not a place to collect firewood: it is where ' +
      'our people once lived behind wooden gates, and where the elders still meet to pray for rain and settle ' +
      'what the village cannot settle alone. We did not go further than the elders allow. We listened to the ' +
      'birds and looked at trees older than anyone’s memory. Walking home, he said the forest keeps us as much ' +
      'as we keep it. I understand that better every year.',
    comments: [
      [3, 'My grandmother said the same words to me. Thank you for writing them down.', 1],
      [null, 'Beautiful. I hope my children get to stand at that edge too.', 2],
      [4, 'The part about listening before entering stayed with me.', 5],
    ],
  },
  {
    name: 'Seedlings for Kaya',
    category: 'Culture',
    subcategory: 'Kaya forests',
    author: 3,
    images: [0],
    likes: 4,
    date: '2026-10-18T09:00:00Z',
    status: 'pending',
    text:
      'Notes from the tree-planting morning at the forest edge: which indigenous seedlings we planted, how the ' +
      'elders showed us where to dig, and how to water them through the dry months.',
  },
  {
    name: 'Posts that remember',
    category: 'Culture',
    subcategory: 'Traditions',
    author: 2,
    images: [6],
    likes: 41,
    date: '2026-02-03T15:10:00Z',
    text:
      'Carved memorial posts stand for respected elders who have passed on. They are not decorations: families ' +
      'honour them, and moving one without the family’s blessing is a serious wrong. Some have been carried ' +
      'away and sold as art; a few have come home.',
    comments: [[5, 'Every family should know this history.', 3]],
  },
  {
    name: 'Names that carry us',
    category: 'Culture',
    subcategory: 'Language & names',
    author: 1,
    images: [4, 2],
    likes: 73,
    date: '2026-02-14T10:00:00Z',
    text:
      'In many of our families a baby is named after a grandparent, so a small girl may be greeted as if she ' +
      'were the old woman she is named for, with the same teasing and the same respect. Other names remember ' +
      'the season or the circumstances of a birth: a long journey, a good harvest, the rains arriving early. ' +
      'When I ask elders about a name, I usually get a story rather than a translation. Ask the people in your ' +
      'family what your name means and who carried it before you. Write down what they say.',
    comments: [
      [0, 'I asked my mother tonight. Now I know who I am named after.', 1],
      [null, 'Please write a second part about nicknames!', 4],
    ],
  },
  {
    name: 'Speaking at home',
    category: 'Culture',
    subcategory: 'Language & names',
    author: 4,
    images: [4],
    likes: 28,
    date: '2026-03-02T18:45:00Z',
    text:
      'Our children answer us in Swahili and English. We decided on one simple rule: at the dinner table we ' +
      'speak our own language, and nobody laughs at mistakes. The little ones now correct their father.',
  },
  {
    name: 'Coconut everything',
    category: 'Culture',
    subcategory: 'Food & harvest',
    author: 5,
    images: [5, 1, 2],
    likes: 55,
    date: '2026-03-11T12:00:00Z',
    text:
      'The coconut palm feeds us, roofs our houses with its fronds, gives us rope, brooms and baskets, and shade ' +
      'for the afternoon. My favourite is rice cooked in fresh coconut milk, grated by hand on a stool.',
    comments: [[2, 'Nothing beats coconut rice with fish on a Friday.', 1]],
  },
  {
    name: 'Cassava after rain',
    category: 'Culture',
    subcategory: 'Food & harvest',
    author: 3,
    images: [5],
    likes: 19,
    date: '2026-04-06T07:20:00Z',
    text:
      'When the long rains come, the whole family goes to the shamba. We plant cassava cuttings, weed the maize ' +
      'and share roasted cassava under the trees at midday.',
  },
  {
    name: 'The Singwaya road',
    category: 'Stories',
    subcategory: 'Oral histories',
    author: 2,
    images: [4, 7, 0],
    likes: 112,
    date: '2026-01-21T19:00:00Z',
    text:
      'Our elders tell of Singwaya, a homeland in the north from which the ancestors of the nine peoples moved ' +
      'south long ago. Each family tells the journey a little differently: who walked first, where they rested, ' +
      'why they finally built their homes on the ridges behind the coast and made the Kaya their refuge. ' +
      'Historians debate the details, but the story does something that a date cannot do: it tells Giriama, ' +
      'Digo, Chonyi, Duruma, Kambe, Ribe, Rabai, Jibana and Kauma that they walked the same road together.',
    comments: [
      [1, 'My uncle tells the version with the river crossing. I will record it.', 2],
      [null, 'Shared this with my class. The students loved it.', 6],
      [5, 'Nine peoples, one road. Thank you.', 9],
    ],
  },
  {
    name: 'Recording grandma',
    category: 'Stories',
    subcategory: 'Oral histories',
    author: 1,
    images: [4],
    likes: 64,
    date: '2026-05-16T16:30:00Z',
    text:
      'A few things I learned while recording my grandmother’s stories with a phone. Ask first, and tell her ' +
      'where the recording will go. Sit close, away from the road and the radio. Let silences be: she often ' +
      'remembered the best part after a long pause. Record in her language and translate later, never while she ' +
      'speaks. Play it back to her before sharing it with anyone, and keep a copy for the family. The stories ' +
      'belong to her first.',
    comments: [[4, 'Letting silences be is the best advice here.', 2]],
  },
  {
    name: 'Salt and red soil',
    category: 'Stories',
    subcategory: 'Youth poetry',
    author: 4,
    images: [1],
    likes: 47,
    date: '2026-02-26T21:00:00Z',
    text:
      'I am salt from the creek and red soil from the ridge, / a drumbeat my feet remember / before my head ' +
      'learns the words. / Call me by my grandmother’s name / and I will answer in her voice.',
    comments: [[null, 'Goosebumps.', 0]],
  },
  {
    name: 'Letter to my town',
    category: 'Stories',
    subcategory: 'Youth poetry',
    author: 5,
    images: [2],
    likes: 22,
    date: '2026-06-08T20:15:00Z',
    text:
      'Dear town, I left for the city with a bag and your dust on my shoes. / I have learned new streets, / but ' +
      'every evening I still turn my face toward the sea.',
  },
  {
    name: 'Little by little',
    category: 'Stories',
    subcategory: "Elders' voices",
    author: 0,
    images: [4],
    likes: 38,
    date: '2026-03-27T17:40:00Z',
    text:
      'Haba na haba hujaza kibaba: little by little fills the measure. An elder in our village repeats it to ' +
      'every young person who wants quick money. Save a little, plant a little, learn a little, every day.',
  },
  {
    name: 'Under the mango tree',
    category: 'Stories',
    subcategory: "Elders' voices",
    author: 3,
    images: [5, 4],
    likes: 31,
    date: '2026-07-02T14:00:00Z',
    text:
      'Disputes in our village are still heard under the old mango tree. Everyone may speak, and the elders ' +
      'listen until the end before they say anything. Young people should sit in sometimes.',
    comments: [[2, 'Patience is the lesson.', 1]],
  },
  {
    name: 'Papers for our land',
    category: 'Justice',
    subcategory: 'Land rights',
    author: 2,
    images: [7],
    likes: 88,
    date: '2026-04-19T11:00:00Z',
    text:
      'Many families on the coast farm land their grandparents farmed, yet hold no papers for it. If that is your ' +
      'family, start now: keep every sale agreement, receipt and letter from the chief in one dry folder, and ' +
      'make copies. Write down who has used each piece of land and since when, with the names of neighbours ' +
      'who can confirm it. When someone dies, begin the succession process rather than waiting for a dispute. ' +
      'Free legal clinics can explain the steps. Land without papers is land that can be taken.',
    comments: [
      [0, 'We started our folder this weekend. Thank you.', 2],
      [null, 'Is there a clinic near Kaloleni?', 3],
      [5, 'Watch the news page: the land clinic dates are posted there.', 4],
    ],
  },
  {
    name: 'Land held in common',
    category: 'Justice',
    subcategory: 'Land rights',
    author: 0,
    images: [7, 5],
    likes: 34,
    date: '2026-08-12T09:30:00Z',
    text:
      'Some land belongs to the whole community, not to one family: grazing grounds, forests, paths to the ' +
      'water. Kenyan law recognises community land, and communities can register it together.',
  },
  {
    name: 'Creek clean-up day',
    category: 'Justice',
    subcategory: 'Community action',
    author: 5,
    images: [1],
    likes: 26,
    date: '2026-05-03T07:00:00Z',
    text:
      'On Saturday young people and elders cleared plastic from the creek and planted mangrove seedlings in the ' +
      'mud at low tide. Bring gloves next time: there is more to do.',
    comments: [[3, 'Count me in for the next one.', 1]],
  },
  {
    name: 'Water point meeting',
    category: 'Justice',
    subcategory: 'Community action',
    author: 4,
    images: [2],
    likes: 2,
    date: '2026-10-25T10:00:00Z',
    status: 'pending',
    text:
      'A summary of the village meeting about the broken water point: who will talk to the county office, and ' +
      'how households will share the repair work.',
  },
  {
    name: 'When the drums start',
    category: 'Music & Arts',
    subcategory: 'Dance',
    author: 1,
    images: [3, 5],
    likes: 79,
    date: '2026-06-20T19:30:00Z',
    text:
      'You hear the drums before you see anyone: first the big drum, then the small ones answering, then the ' +
      'kayamba rattles shaking like rain on a roof. By the time you reach the clearing, the dancers are already ' +
      'in a circle, elders at one side, children copying every step at the other. Nobody is only watching for ' +
      'long; someone pulls you in. At weddings and harvests the dancing goes on late into the night, and the ' +
      'songs carry news, teasing and advice that everyone understands.',
    comments: [
      [2, 'Reading this I could hear the kayamba.', 0],
      [null, 'This is exactly how it feels.', 3],
    ],
  },
  {
    name: 'Learning the steps',
    category: 'Music & Arts',
    subcategory: 'Dance',
    author: 4,
    images: [3],
    likes: 18,
    date: '2026-09-05T16:00:00Z',
    text:
      'Our youth group practises every Sunday afternoon with two elders who remember the old dances. We are ' +
      'slow learners, but they are patient teachers.',
  },
  {
    name: 'Weaving a mkeka',
    category: 'Music & Arts',
    subcategory: 'Crafts',
    author: 3,
    images: [6, 5],
    likes: 52,
    date: '2026-07-14T13:00:00Z',
    text:
      'The women of my street weave mats from dried palm leaves. The leaves are split into strips, some dyed ' +
      'with colours boiled from roots and bark, then plaited into long bands that are sewn together in a ' +
      'spiral or in rows. One mat can take weeks of evenings. Each weaver has her own patterns, and you can ' +
      'often tell who made a mat by looking at its edges. The young women who sat with them this year now ' +
      'sell their own mats in the marketplace.',
    comments: [[0, 'My mother still has the mat her mother wove.', 2]],
  },
  {
    name: "The carver's bench",
    category: 'Music & Arts',
    subcategory: 'Crafts',
    author: 2,
    images: [6],
    likes: 23,
    date: '2026-08-28T10:45:00Z',
    text:
      'A carver works in the shade by the roadside with an adze, a knife and great patience. Stools, spoons and ' +
      'drums take shape from a single log. Ask before you photograph him.',
  },
  {
    name: 'Songs for harvest',
    category: 'Music & Arts',
    subcategory: 'Songs',
    author: 5,
    images: [3, 2],
    likes: 37,
    date: '2026-09-19T18:00:00Z',
    text:
      'Harvest songs keep the rhythm of the work: one voice calls, everyone answers, and the hoes rise and fall ' +
      'together. We are recording them before they are forgotten.',
  },
  {
    name: 'Homework by lamp',
    category: 'Youth & Talent',
    subcategory: 'Education',
    author: 0,
    images: [4],
    likes: 29,
    date: '2026-10-03T19:10:00Z',
    text:
      'The learning centre now stays open in the evening so pupils without electricity at home can study under ' +
      'good light. Volunteers help with mathematics and reading.',
    comments: [[1, 'I can volunteer on Wednesdays.', 1]],
  },
  {
    name: 'From farm to market',
    category: 'Youth & Talent',
    subcategory: 'Enterprise',
    author: 1,
    images: [2, 5],
    likes: 44,
    date: '2026-10-30T12:30:00Z',
    text:
      'Three friends started drying mangoes and roasting cashews from their families’ farms and now sell them ' +
      'to shops in town. Their advice: start small, keep records, and never stop tasting your own product.',
  },
];
