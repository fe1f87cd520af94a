/**
 * Demo pictures drawn as SVG and stored like any upload (WebP in each stored width),
 * so demo content needs no image files in the repository.
 */
import { encodeImage, writeImage } from '../../uploads/images.ts';
import type { MediaKind } from '../../uploads/media-kinds.ts';
import { randomStem, type MediaStorage } from '../../uploads/storage.ts';

/** Stores an SVG drawing as a web image; returns the stored name. */
export async function storeDrawing(media: MediaStorage, kind: MediaKind, svg: string): Promise<string> {
  const name = `${randomStem()}.webp`;
  await writeImage(media, kind, name, await encodeImage(Buffer.from(svg), 'A demo image'));
  return name;
}

/** A simple landscape card: a sky gradient, a ground colour, a sun, and a caption band. */
export function landscape(options: {
  sky: [string, string];
  ground: string;
  accent: string;
  label: string;
}): string {
  const { sky, ground, accent, label } = options;
  const text = label.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <circle cx="930" cy="230" r="110" fill="${accent}" opacity="0.9"/>
  <path d="M0 560 Q300 470 600 540 T1200 520 V800 H0Z" fill="${ground}"/>
  <path d="M0 640 Q350 580 700 650 T1200 630 V800 H0Z" fill="#000" opacity="0.18"/>
  <rect y="690" width="1200" height="110" fill="#000" opacity="0.35"/>
  <text x="60" y="762" font-family="sans-serif" font-size="54" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}
