import { youtubeId } from './video-player.tsx';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Kx9pR2mTq4A', 'Kx9pR2mTq4A'],
    ['https://www.youtube.com/watch?feature=share&v=Kx9pR2mTq4A', 'Kx9pR2mTq4A'],
    ['https://www.youtube.com/embed/Kx9pR2mTq4A', 'Kx9pR2mTq4A'],
    ['https://www.youtube-nocookie.com/embed/Kx9pR2mTq4A?rel=0', 'Kx9pR2mTq4A'],
    ['https://youtu.be/Kx9pR2mTq4A', 'Kx9pR2mTq4A'],
    ['https://www.youtube.com/shorts/Kx9pR2mTq4A', 'Kx9pR2mTq4A'],
  ])('finds the video of %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each(['/api/videos/abc.mp4', 'https://example.com/watch?v=Kx9pR2mTq4A'])(
    'finds none in %s (the site plays it itself)',
    (url) => {
      expect(youtubeId(url)).toBeNull();
    },
  );
});
