/**
 * The service worker (production only): precaches the shell, caches the remotes and the
 * public API answers at run time (src/sw/service-worker.ts). Large media are cached when
 * used, not up front.
 */
import { InjectManifest } from 'workbox-webpack-plugin';

/**
 * Build files left out of the precache: maps, compressed copies, federation files, large media,
 * and the catalogues and documents of the other languages (a page in one of them caches its own
 * as it loads it; their offline pages are precached, being small).
 */
export const NOT_PRECACHED = [
  /^([a-z-]+-)?texts-[a-z]+-ts\./,
  /^[a-z]{2,3}\/(?!offline\.html$)/,
  /\.map$/,
  /\.(br|gz)$/,
  /\.LICENSE\.txt$/,
  /^mf-/,
  /^remoteEntry\.js$/,
  /^media\/(hero-|welcome\.)/,
  /^icons\/(icon-512|maskable)/,
];

export const serviceWorker = (source: string) =>
  new InjectManifest({ swSrc: source, swDest: 'sw.js', exclude: NOT_PRECACHED });
