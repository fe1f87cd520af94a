/** YouTube addresses: the 11-character video id, from an id or any usual form of YouTube link. Pure: the server and the create form read links alike. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const PATH_FORMS = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/;

/** The video id of an id or a YouTube URL (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeVideoId(input: string, options: { httpsOnly?: boolean } = {}): string | null {
  const value = input.trim();
  if (!options.httpsOnly && VIDEO_ID.test(value)) return value;
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) || options.httpsOnly ? value : `https://${value}`;
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  const allowed = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
  if (!allowed.includes(url.protocol)) return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www|m|music)\./, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    candidate = url.pathname === '/watch' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube.com/embed/${videoId}`;
