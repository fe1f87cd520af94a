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

/** Stored names: random, URL-safe, with a known extension; nothing else is ever served. */
export const STORED_NAME =
  /^[A-Za-z0-9_-]{16,64}(?:-w\d{2,4})?\.(webp|jpg|png|gif|mp4|webm|mov|mp3|m4a|svg)$/;
