/**
 * Where uploaded media lives and where it is served (spec section 7, Media):
 * images at /images/{image}, videos at /videos/{file}, profile images at
 * /users/{file}, product images at /shop/uploads/{file}, songs by path.
 */
export const MEDIA_KINDS = {
  images: { url: '/api/images/' },
  videos: { url: '/api/videos/' },
  users: { url: '/api/users/' },
  shop: { url: '/api/shop/uploads/' },
  songs: { url: '/api/songs/' },
} as const;

export type MediaKind = keyof typeof MEDIA_KINDS;

export const MEDIA_KIND_NAMES = Object.keys(MEDIA_KINDS) as MediaKind[];

/** The types media is served with, by the extension of its stored name (as the local disk's are). */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Stored names (shared-ui/contracts): nothing else is ever served. */
export { STORED_NAME } from 'shared-ui/contracts';
