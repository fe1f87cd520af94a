import { reelLowSource, reelNormalSource, reelPoster, songSource } from './media-copies.ts';

const api = '/api';
const yes = () => true;
const no = () => false;

describe('the copy of a song a device plays', () => {
  const song = {
    song_url: 'songs/original.mp3',
    song_normal_url: 'songs/n.m4a',
    song_low_url: 'songs/l.webm',
  };

  it('is the normal copy, the low-data copy only in low-data mode where the browser plays Opus', () => {
    expect(songSource(song, false, yes)).toBe(`${api}/songs/n.m4a`);
    expect(songSource(song, true, yes)).toBe(`${api}/songs/l.webm`);
    expect(songSource(song, true, no)).toBe(`${api}/songs/n.m4a`);
  });

  it('is the original while no copy exists', () => {
    const fresh = { song_url: 'songs/original.mp3', song_normal_url: null, song_low_url: null };
    expect(songSource(fresh, false, yes)).toBe(`${api}/songs/original.mp3`);
    expect(songSource(fresh, true, yes)).toBe(`${api}/songs/original.mp3`);
    expect(songSource({ ...fresh, song_url: 'songs/first.mp3' }, false, no)).toBe(`${api}/songs/first.mp3`);
  });

  it('asks the browser about Opus only when it would use the answer', () => {
    const asked = jest.fn(() => true);
    songSource(song, false, asked);
    songSource({ ...song, song_low_url: null }, true, asked);
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('the copy of a reel a device plays, and its poster', () => {
  const reel = { video: 'o.mov', video_normal_url: 'n.mp4', video_low_url: 'l.mp4', poster: 'p.webp' };

  it('plays the normal copy, else the original; low-data mode the low copy, else the normal, else the original', () => {
    expect(reelNormalSource(reel)).toBe(`${api}/videos/n.mp4`);
    expect(reelLowSource(reel)).toBe(`${api}/videos/l.mp4`);
    expect(reelLowSource({ ...reel, video_low_url: null })).toBe(`${api}/videos/n.mp4`);
    const fresh = { video: 'o.mov', video_normal_url: null, video_low_url: null, poster: null };
    expect(reelNormalSource(fresh)).toBe(`${api}/videos/o.mov`);
    expect(reelLowSource(fresh)).toBe(`${api}/videos/o.mov`);
  });

  it('shows the poster at the 480 px width pictures keep, none before it is made', () => {
    expect(reelPoster(reel)).toBe(`${api}/images/p-w480.webp`);
    expect(reelPoster({ ...reel, poster: null })).toBeUndefined();
  });
});
