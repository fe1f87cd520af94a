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

/** Stored names (shared-ui/contracts): nothing else is ever served. */
export { STORED_NAME } from 'shared-ui/contracts';
