/** Media records as the API answers them (the contracts' types: a missing field fails to compile). */
import type { FeaturedComment, FeaturedVideo, Song } from 'shared-ui';
import type { SongDetail } from 'shared-ui/contracts/music';
import type { Reel } from 'shared-ui/contracts/reels';

export const song = (id: number, changes: Partial<Song> = {}): Song => ({
  id,
  song_title: `Song ${id}`,
  song_artist: 'Sidi Mwarandu',
  category: 'Chakacha',
  small_description: `About song ${id}`,
  likes_count: 3,
  created_on: '2026-05-01T10:00:00Z',
  updated_at: '2026-05-25T18:40:00Z',
  song_image_url: `cover${id}.webp`,
  song_url: `songs/file${id}.mp3`,
  duration: 180,
  song_normal_url: null,
  song_low_url: null,
  user_id: 7,
  user_name: 'Sidi',
  ...changes,
});

/** One song as the song page reads it (`album_cover` is its cover's stored name). */
export const songDetail = (id: number, changes: Partial<SongDetail> = {}): SongDetail => {
  const base = song(id, changes);
  return { ...base, album_cover: base.song_image_url, ...changes };
};

export const reel = (id: number, changes: Partial<Reel> = {}): Reel => ({
  id,
  description: `Reel number ${id}`,
  status: 'published',
  likes_count: 5,
  created_at: '2026-05-01T10:00:00Z',
  video: `clip${id}.mp4`,
  duration: 30,
  video_normal_url: null,
  video_low_url: null,
  poster: null,
  user_id: 3,
  user_name: 'Dama Kazungu',
  ...changes,
});

export const featuredComment = (id: number, changes: Partial<FeaturedComment> = {}): FeaturedComment => ({
  comment_id: id,
  user_id: 20 + id,
  username: `Member ${id}`,
  comment: `Comment ${id}`,
  created_at: '2026-05-01T10:00:00Z',
  ...changes,
});

export const featuredVideo = (id: number, changes: Partial<FeaturedVideo> = {}): FeaturedVideo => ({
  video_id: id,
  video_name: `Video ${id}`,
  video_url: `/api/videos/video${id}.mp4`,
  description: `About video ${id}`,
  views: 0,
  total_likes: 0,
  created_at: '2026-05-01T10:00:00Z',
  comments: [],
  ...changes,
});
