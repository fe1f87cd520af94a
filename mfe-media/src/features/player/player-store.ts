/**
 * The one audio player of the page: a single <audio> element outside React, so a song keeps
 * playing while the visitor moves to other remotes' pages (the shell keeps the mini player,
 * this remote's widget, in its layout). One song plays at a time. The phone's lock screen shows
 * the song and its controls through the Media Session API.
 */
import { create } from 'zustand';
import { lowDataNow, texts, type Song } from 'shared-ui';
import { MEDIA_PLAYER_EVENT, type MediaPlayerState } from 'shared-ui/contracts';
import { LOW_DATA_AUDIO_TYPE, songSource, type SongCopies } from '../../shared/media-copies.ts';
import { imageUrl } from '../../shared/media-urls.ts';

/** A song as the player needs it: its words, its cover, its length (when measured) and its stored copies. */
export type PlayerSong = Pick<Song, 'id' | 'song_title' | 'song_artist' | 'song_image_url' | 'duration'> &
  SongCopies;

export interface PlayerState {
  song: PlayerSong | null;
  playing: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
  error: string | null;
}

const initial: PlayerState = {
  song: null,
  playing: false,
  currentTime: 0,
  duration: 0,
  muted: false,
  error: null,
};

export const usePlayer = create<PlayerState>(() => initial);
const set = usePlayer.setState;

let audio: HTMLAudioElement | null = null;

function announce(open: boolean): void {
  window.dispatchEvent(new CustomEvent<MediaPlayerState>(MEDIA_PLAYER_EVENT, { detail: { open } }));
}

const failed = () => set({ playing: false, error: texts.music.playError });

function element(): HTMLAudioElement {
  if (audio) return audio;
  const created = new Audio();
  // A song's file is set only when it is played; in low-data mode not even its length is read ahead.
  created.preload = lowDataNow() ? 'none' : 'metadata';
  const time = () => set({ currentTime: created.currentTime });
  created.addEventListener('timeupdate', time);
  created.addEventListener('seeked', time);
  created.addEventListener('durationchange', () =>
    set({ duration: Number.isFinite(created.duration) ? created.duration : 0 }),
  );
  created.addEventListener('play', () => {
    set({ playing: true, error: null });
    lockScreenState('playing');
  });
  created.addEventListener('pause', () => {
    set({ playing: false });
    lockScreenState('paused');
  });
  created.addEventListener('volumechange', () => set({ muted: created.muted }));
  created.addEventListener('error', () => {
    if (created.getAttribute('src')) failed();
  });
  audio = created;
  return created;
}

/** What the lock screen's play/pause button shows. */
function lockScreenState(state: MediaSessionPlaybackState): void {
  if ('mediaSession' in navigator) navigator.mediaSession.playbackState = state;
}

function mediaSession(song: PlayerSong): void {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({
    title: song.song_title,
    artist: song.song_artist,
    artwork: song.song_image_url ? [{ src: imageUrl(song.song_image_url), sizes: '480x480' }] : [],
  });
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => resume()],
    ['pause', () => pause()],
    ['stop', () => stop()],
    ['seekto', (details) => seek(details.seekTime ?? 0)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
}

function start(player: HTMLAudioElement): void {
  player.play().catch((error: unknown) => {
    // A newer play() or pause() interrupted this one: not a failure.
    if (!(error instanceof DOMException && error.name === 'AbortError')) failed();
  });
}

/**
 * Plays a song from its start (or resumes it, when it is the one loaded): its normal copy, the
 * low-data copy in low-data mode where the browser plays it, the original while neither exists.
 */
export function play(song: PlayerSong): void {
  const player = element();
  const current = usePlayer.getState().song;
  if (current?.id !== song.id) {
    // The copy for this device as the song starts: low-data mode may have changed since the last.
    player.src = songSource(song, lowDataNow(), () => player.canPlayType(LOW_DATA_AUDIO_TYPE) !== '');
    set({ song, currentTime: 0, duration: 0, error: null });
    mediaSession(song);
    if (!current) announce(true);
  }
  start(player);
}

/** Resumes the loaded song. */
export function resume(): void {
  if (audio && usePlayer.getState().song) start(audio);
}

export function pause(): void {
  audio?.pause();
}

/** Stops: pauses and goes back to the start of the song. */
export function stop(): void {
  if (!audio) return;
  audio.pause();
  audio.currentTime = 0;
  set({ currentTime: 0 });
}

/** Plays or pauses `song`. */
export function toggle(song: PlayerSong): void {
  const state = usePlayer.getState();
  if (state.song?.id === song.id && state.playing) pause();
  else play(song);
}

export function seek(seconds: number): void {
  if (!audio) return;
  audio.currentTime = seconds;
  set({ currentTime: seconds });
}

export function setMuted(muted: boolean): void {
  if (audio) audio.muted = muted;
  set({ muted });
}

/** Closes the player: the song stops and unloads, and the shell takes the mini player away. */
export function close(): void {
  if (audio) {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }
  if ('mediaSession' in navigator) navigator.mediaSession.metadata = null;
  lockScreenState('none');
  set(initial);
  announce(false);
}
