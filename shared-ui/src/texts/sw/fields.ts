import type { Translation } from '../../i18n/translation.ts';
import type { fieldNames as en } from '../fields.ts';

/** Kiswahili for ../fields.ts (read inside ./core.ts's validation sentences). */
export const fieldNames: Translation<typeof en> = {
  name: 'Jina',
  description: 'Maelezo',
  category: 'Aina',
  subcategory: 'Aina ndogo',
  mainImage: 'Picha kuu',
  image: (n: number) => `Picha ${n}`,
  video: 'Video',
  videoN: (n: number) => `Video ${n}`,
  title: 'Kichwa',
  artist: 'Msanii',
  coverImage: 'Picha ya jalada',
  songFile: 'Faili la wimbo',
  videoId: 'Kitambulisho cha video',
  location: 'Mahali',
  price: 'Bei',
  expiryDate: 'Tarehe ya mwisho',
  reviewText: 'Maandishi ya tathmini',
  message: 'Ujumbe',
  profileImage: 'Picha ya wasifu',
  age: 'Umri',
  comment: 'Maoni',
};
