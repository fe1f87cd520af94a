/**
 * The contract between the shell and the media remote's mini player: the shell mounts the
 * exposed module once the remote announces that something plays, and unmounts it when the
 * remote says the player was closed. Nothing of the media remote loads before that.
 */

/** The federated module the shell mounts in its layout. */
export const MINI_PLAYER_MODULE = 'media/MiniPlayer';

/** The window CustomEvent the media remote dispatches when its player opens or closes. */
export const MEDIA_PLAYER_EVENT = 'media:player';

/** The event's detail: `open` while a song is loaded in the player (playing or paused). */
export interface MediaPlayerState {
  open: boolean;
}
