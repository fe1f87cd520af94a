import { useEffect, useState } from 'react';
import { MEDIA_PLAYER_EVENT, MINI_PLAYER_MODULE, type MediaPlayerState } from 'shared-ui/contracts';
import { RemoteModule } from '../remotes/remote-module.tsx';

/**
 * The media remote's mini player, mounted once the remote announces that a song is loaded and
 * kept across every route, so the music goes on while the visitor browses. Until then nothing of
 * the media remote loads for it.
 */
export function MediaPlayerDock() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const listen = (event: Event) => setOpen((event as CustomEvent<MediaPlayerState>).detail.open);
    window.addEventListener(MEDIA_PLAYER_EVENT, listen);
    return () => window.removeEventListener(MEDIA_PLAYER_EVENT, listen);
  }, []);
  return open ? <RemoteModule id={MINI_PLAYER_MODULE} /> : null;
}
