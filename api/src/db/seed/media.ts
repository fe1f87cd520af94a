/**
 * Demo music, reels, members' YouTube entries and featured videos. The audio and
 * video files are small synthesised clips committed beside this file (assets/);
 * seeding copies them into the media store as they are.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '../../messages.ts';
import { MEDIA_KINDS, type MediaKind } from '../../uploads/media-kinds.ts';
import { randomStem, type MediaStorage } from '../../uploads/storage.ts';
import { addFeaturedComments, createFeaturedVideo } from '../featured-videos.repository.ts';
import { storeDrawing } from './art.ts';
import { oldestFirst, type Seeder } from './context.ts';

const ASSETS = path.join(import.meta.dirname, 'assets');

type Song = 'ngoma' | 'marimba' | 'chakacha' | 'flute';
type Clip = 'sunrise' | 'kaya' | 'dance';

/** Copies a committed file into the store under a fresh name; returns the stored name. */
async function copyAsset(media: MediaStorage, kind: MediaKind, file: string): Promise<string> {
  const name = `${randomStem()}${path.extname(file)}`;
  await media.write(kind, name, await readFile(path.join(ASSETS, file)));
  return name;
}

/** A square album cover: a drum seen from above, rings of colour, the title and the artist. */
function albumCover(title: string, artist: string, colours: [string, string, string]): string {
  const clean = (text: string) =>
    text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);
  const [from, to, ring] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <circle cx="400" cy="330" r="230" fill="none" stroke="${ring}" stroke-width="26" opacity="0.85"/>
  <circle cx="400" cy="330" r="170" fill="${ring}" opacity="0.35"/>
  <circle cx="400" cy="330" r="110" fill="none" stroke="#fff" stroke-width="10" opacity="0.6"/>
  <circle cx="400" cy="330" r="36" fill="#fff" opacity="0.8"/>
  <rect y="620" width="800" height="180" fill="#000" opacity="0.4"/>
  <text x="50" y="695" font-family="sans-serif" font-size="54" font-weight="700" fill="#fff">${clean(title)}</text>
  <text x="50" y="760" font-family="sans-serif" font-size="36" fill="#f2f2f2">${clean(artist)}</text>
</svg>`;
}

interface DemoSong {
  title: string;
  artist: string;
  category: string;
  description: string;
  audio: Song;
  /** Index into the demo members. */
  by: number;
  likes: number;
  date: string;
  colours: [string, string, string];
}

const SONGS: DemoSong[] = [
  {
    title: 'Kayamba ya Pwani',
    artist: 'Kahindi Baya',
    category: 'Traditional',
    description: 'Kayamba rattles and ngoma drums as they are played at Giriama harvest dances.',
    audio: 'ngoma',
    by: 0,
    likes: 48,
    date: '2026-02-03T09:00:00Z',
    colours: ['#7a2e0e', '#e0913a', '#f6d28b'],
  },
  {
    title: 'Sengenya Steps',
    artist: 'Sidi Mwarandu',
    category: 'Traditional',
    description: 'A Digo sengenya rhythm for the dancers who lead the procession.',
    audio: 'chakacha',
    by: 5,
    likes: 31,
    date: '2026-02-19T17:30:00Z',
    colours: ['#1d3b2a', '#5f9e6e', '#e8d27a'],
  },
  {
    title: 'Mwezi wa Kilifi',
    artist: 'Kadzo Mwanajuma',
    category: 'Taarab',
    description: 'A gentle taarab melody for a moonlit evening by Kilifi creek.',
    audio: 'flute',
    by: 1,
    likes: 62,
    date: '2026-03-07T20:15:00Z',
    colours: ['#14213d', '#4a4e8a', '#fca311'],
  },
  {
    title: 'Kaya Moyoni',
    artist: 'Karisa Chiruma',
    category: 'Afro-fusion',
    description: 'Marimba lines over a modern groove: the Kaya in my heart wherever I go.',
    audio: 'marimba',
    by: 2,
    likes: 85,
    date: '2026-03-22T12:00:00Z',
    colours: ['#3c1642', '#b0413e', '#ffc857'],
  },
  {
    title: 'Bango Nights',
    artist: 'Dama Kazungu',
    category: 'Bango',
    description: 'Mombasa bango with a quick 6/8 beat for dancing until late.',
    audio: 'chakacha',
    by: 3,
    likes: 27,
    date: '2026-04-02T21:45:00Z',
    colours: ['#0b3954', '#087e8b', '#ff5a5f'],
  },
  {
    title: 'Mvua ya Rabai',
    artist: 'Mwaka Tsuma',
    category: 'Traditional',
    description: 'A song to welcome the long rains over the Rabai hills.',
    audio: 'marimba',
    by: 4,
    likes: 19,
    date: '2026-04-18T07:10:00Z',
    colours: ['#2b4162', '#6b9ac4', '#f4e285'],
  },
  {
    title: 'Dawn at Jibana',
    artist: 'Kadzo Mwanajuma',
    category: 'Afro-fusion',
    description: 'A slow flute over a drone, written at sunrise in Jibana.',
    audio: 'flute',
    by: 1,
    likes: 40,
    date: '2026-05-01T06:00:00Z',
    colours: ['#f28f3b', '#c8553d', '#ffd5c2'],
  },
  {
    title: 'Giriama Harvest',
    artist: 'Kahindi Baya & the Kaya Drummers',
    category: 'Traditional',
    description: 'The full drum ensemble that closes the harvest festival.',
    audio: 'ngoma',
    by: 0,
    likes: 73,
    date: '2026-05-12T15:20:00Z',
    colours: ['#4e3620', '#a26833', '#f2c14e'],
  },
  {
    title: 'Pwani Breeze',
    artist: 'Sidi Mwarandu',
    category: 'Taarab',
    description: 'Taarab strings imagined on a marimba, for the coast breeze.',
    audio: 'marimba',
    by: 5,
    likes: 12,
    date: '2026-05-25T18:40:00Z',
    colours: ['#00596b', '#2ec4b6', '#fdfffc'],
  },
];

/** [description, clip, member index, likes, date]. */
const REELS: [string, Clip, number, number, string][] = [
  ['Sunrise over the creek before the fishermen go out.', 'sunrise', 0, 21, '2026-03-02T06:10:00Z'],
  [
    'Patterns from the Kaya, the way the light falls through the trees.',
    'kaya',
    2,
    34,
    '2026-03-28T11:00:00Z',
  ],
  ['Chakacha practice for the festival. Who is joining us?', 'dance', 3, 57, '2026-04-20T19:30:00Z'],
  ['Another morning on the coast. Karibu Pwani!', 'sunrise', 4, 9, '2026-05-08T06:45:00Z'],
  ['Rehearsal night, second take.', 'dance', 5, 15, '2026-05-20T20:05:00Z'],
];

/** [YouTube video id, description, member index, likes, date]. */
const YOUTUBE: [string, string, number, number, string][] = [
  ['Kx9pR2mTq4A', 'My drum workshop with the youth group', 0, 14, '2026-02-11T10:00:00Z'],
  ['bT7wQ1nZs8E', 'Interview: land rights in Kilifi', 2, 22, '2026-03-15T14:30:00Z'],
  ['Lm3vH8cYd2P', 'Kadzo live at the Kilifi cultural night', 1, 31, '2026-04-09T19:00:00Z'],
  ['Qz5nJ6kWr0U', 'How we weave mikeka mats, step by step', 3, 8, '2026-05-03T09:15:00Z'],
];

/** [name, clip, description, views, likes, date, comments: [member index or null for a guest, text]]. */
const FEATURED: [string, Clip, string, number, number, string, [number | null, string][]][] = [
  [
    'Sunrise over the coast',
    'sunrise',
    'The coast wakes up: a short film from the storytelling workshop, shot on a phone at Kilifi creek.',
    1240,
    96,
    '2026-02-01T08:00:00Z',
    [
      [0, 'This is home. Asante!'],
      [null, 'Watching from Nairobi, I miss the ocean.'],
      [3, 'The colours at the end are beautiful.'],
      [4, 'Can we have a longer version?'],
      [null, 'Karibu Pwani!'],
      [1, 'Shared with my family abroad.'],
      [5, 'The workshop team did great work.'],
    ],
  ],
  [
    'Kaya forest patterns',
    'kaya',
    'Light and shadow inspired by the sacred Kaya forests, made by young digital artists of the learning centre.',
    860,
    71,
    '2026-03-10T12:00:00Z',
    [
      [2, 'The Kaya deserves more films like this.'],
      [null, 'Hypnotic.'],
      [1, 'Which forest inspired it?'],
      [4, 'Proud of our young artists.'],
    ],
  ],
  [
    'Chakacha dance night',
    'dance',
    'Highlights of the chakacha dance night at the cultural centre, with the youth troupe.',
    2315,
    188,
    '2026-04-05T21:00:00Z',
    [
      [3, 'I was there! What a night.'],
      [5, 'Next year we bring two troupes.'],
      [null, 'When is the next one?'],
      [0, 'The drummers never got tired.'],
      [null, 'Great energy.'],
    ],
  ],
  [
    'Voices of the nine tribes',
    'sunrise',
    'A trailer for the oral history series: elders of the nine Mijikenda tribes share proverbs and memories.',
    540,
    43,
    '2026-05-15T10:00:00Z',
    [
      [1, 'My grandmother is in the second episode!'],
      [null, 'Please add subtitles in Kiswahili.'],
      [2, 'Important work. Keep going.'],
    ],
  ],
];

/** Minutes after `date` (comments follow their video). */
const later = (date: string, minutes: number) => new Date(Date.parse(date) + minutes * 60_000).toISOString();

export const seedMedia: Seeder = async ({ db, media, members }) => {
  const member = (index: number) => members[index % members.length]!;

  // Covers are drawn in parallel (the image encoder has several threads).
  const covers = await Promise.all(
    SONGS.map(({ title, artist, colours }) =>
      storeDrawing(media, 'images', albumCover(title, artist, colours)),
    ),
  );
  const covered = SONGS.map((song, index) => ({ ...song, cover: covers[index]! }));
  for (const { title, artist, category, description, audio, by, likes, date, cover } of oldestFirst(
    covered,
    (song) => song.date,
  )) {
    await db
      .insertInto('songs')
      .values({
        song_title: title,
        song_artist: artist,
        category,
        small_description: description,
        likes_count: likes,
        user_id: member(by).id,
        song_image: cover,
        // Each song keeps its own copy: deleting one song removes its files only.
        song_file: await copyAsset(media, 'songs', `${audio}.mp3`),
        created_on: date,
        updated_at: date,
      })
      .execute();
  }

  for (const [description, clip, by, likes, date] of oldestFirst(REELS, (reel) => reel[4])) {
    const video = await copyAsset(media, 'videos', `${clip}.mp4`);
    await db
      .insertInto('reels')
      .values({ description, video, likes_count: likes, user_id: member(by).id, created_at: date })
      .execute();
  }

  await db
    .insertInto('youtube_entries')
    .values(
      oldestFirst(YOUTUBE, (entry) => entry[4]).map(([videoId, description, by, likes, date]) => ({
        user_id: member(by).id,
        video_id: videoId,
        description,
        video_url: `https://www.youtube.com/watch?v=${videoId}`,
        likes_count: likes,
        date_created: date,
      })),
    )
    .execute();

  // Featured videos are never deleted with their files, so they share one copy of each clip.
  const clips = new Map<Clip, string>();
  for (const [name, clip, description, views, likes, date, comments] of oldestFirst(
    FEATURED,
    (video) => video[5],
  )) {
    if (!clips.has(clip)) clips.set(clip, await copyAsset(media, 'videos', `${clip}.mp4`));
    const video = await createFeaturedVideo(db, {
      video_name: name,
      video_url: `${MEDIA_KINDS.videos.url}${clips.get(clip)!}`,
      description,
      views,
      total_likes: likes,
      created_at: date,
    });
    await addFeaturedComments(
      db,
      comments.map(([by, comment], index) => ({
        video_id: video.video_id,
        user_id: by === null ? null : member(by).id,
        username: by === null ? messages.guestName : member(by).username,
        comment,
        created_at: later(date, 90 * (index + 1)),
      })),
    );
  }
};
