import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MEDIA_PLAYER_EVENT } from 'shared-ui/contracts';
import { media } from 'shared-ui/texts/media';
import { stubMediaPlayback } from '../../test/media-playback.ts';
import MiniPlayer from './mini-player.tsx';
import { close, play, usePlayer } from './player-store.ts';

const song = {
  id: 4,
  song_title: 'Mwezi wa Kilifi',
  song_artist: 'Kadzo Mwanajuma',
  song_url: 'songs/moon.mp3',
  song_normal_url: null,
  song_low_url: null,
  song_image_url: 'moon.webp',
  duration: null,
};

describe('mini player', () => {
  afterEach(() => {
    stubMediaPlayback(); // the player outlives each test: unload its song
    act(() => close());
    jest.restoreAllMocks();
  });

  it('shows nothing before a song plays', () => {
    const { container } = render(<MiniPlayer />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the song with play/pause and its progress, and closing it stops the song and tells the shell', async () => {
    const { pause } = stubMediaPlayback();
    const opened: boolean[] = [];
    const listen = (event: Event) => opened.push((event as CustomEvent<{ open: boolean }>).detail.open);
    window.addEventListener(MEDIA_PLAYER_EVENT, listen);
    render(<MiniPlayer />);
    act(() => play(song));
    act(() => usePlayer.setState({ currentTime: 30, duration: 120 }));

    const player = screen.getByRole('region', { name: media.player.label });
    expect(player).toHaveTextContent('Mwezi wa Kilifi');
    expect(player).toHaveTextContent('Kadzo Mwanajuma');
    expect(screen.getByRole('progressbar', { name: media.player.progress })).toHaveAttribute(
      'aria-valuetext',
      '0:30 / 2:00',
    );

    await userEvent.click(screen.getByRole('button', { name: media.music.pause }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: media.music.play })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: media.player.close }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(opened).toEqual([true, false]);
    window.removeEventListener(MEDIA_PLAYER_EVENT, listen);
  });

  it("shows the song's measured length until the file has said its own", () => {
    stubMediaPlayback();
    render(<MiniPlayer />);
    act(() => play({ ...song, duration: 185 }));
    const progress = screen.getByRole('progressbar', { name: media.player.progress });
    expect(progress).toHaveAttribute('aria-valuetext', '0:00 / 3:05');
    act(() => usePlayer.setState({ currentTime: 10, duration: 186 }));
    expect(progress).toHaveAttribute('aria-valuetext', '0:10 / 3:06');
  });

  it('hands the song and its controls to the lock screen (Media Session)', () => {
    stubMediaPlayback();
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
        handlers.set(action, handler),
    };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    (globalThis as Record<string, unknown>).MediaMetadata = class {
      init: MediaMetadataInit;
      constructor(init: MediaMetadataInit) {
        this.init = init;
      }
    };
    act(() => play(song));
    expect((session.metadata as { init: MediaMetadataInit }).init).toMatchObject({
      title: 'Mwezi wa Kilifi',
      artist: 'Kadzo Mwanajuma',
    });
    expect([...handlers.keys()]).toEqual(expect.arrayContaining(['play', 'pause', 'stop', 'seekto']));
    expect(session.playbackState).toBe('playing');
    act(() => handlers.get('pause')?.({ action: 'pause' }));
    expect(usePlayer.getState().playing).toBe(false);
    expect(session.playbackState).toBe('paused');
    delete (navigator as unknown as Record<string, unknown>).mediaSession;
    delete (globalThis as Record<string, unknown>).MediaMetadata;
  });
});

describe('the copy of a song the player plays', () => {
  const copies = { song_normal_url: 'songs/moon.m4a', song_low_url: 'songs/moon.webm' };
  const played = (play: jest.SpyInstance) => (play.mock.contexts.at(-1) as HTMLAudioElement).src;
  const canPlayOpus = (answer: CanPlayTypeResult) =>
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => {
      expect(type).toBe('audio/webm; codecs="opus"');
      return answer;
    });

  afterEach(() => {
    stubMediaPlayback();
    act(() => close());
    jest.restoreAllMocks();
  });

  it('plays the normal copy', () => {
    const playback = stubMediaPlayback();
    canPlayOpus('probably');
    act(() => play({ ...song, ...copies }));
    expect(played(playback.play)).toBe(`${location.origin}/api/songs/moon.m4a`);
  });

  it('plays the low-data copy in low-data mode where the browser plays Opus in WebM, else the normal copy', () => {
    const playback = stubMediaPlayback();
    document.cookie = 'lowData=on; path=/';
    canPlayOpus('maybe');
    act(() => play({ ...song, ...copies }));
    expect(played(playback.play)).toBe(`${location.origin}/api/songs/moon.webm`);

    act(() => close());
    jest.restoreAllMocks();
    const again = stubMediaPlayback();
    canPlayOpus('');
    act(() => play({ ...song, ...copies }));
    expect(played(again.play)).toBe(`${location.origin}/api/songs/moon.m4a`);
  });

  it('plays the original while no copy exists yet', () => {
    const playback = stubMediaPlayback();
    document.cookie = 'lowData=on; path=/';
    canPlayOpus('probably');
    act(() => play({ ...song, song_normal_url: null, song_low_url: null }));
    expect(played(playback.play)).toBe(`${location.origin}/api/songs/moon.mp3`);
  });
});
