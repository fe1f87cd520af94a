/** Files that must never be stored, each made here: mislabelled, hostile, empty or cut short. */
import { crc32, deflateSync } from 'node:zlib';
import { assets } from './site.ts';

export interface BadFile {
  what: string;
  bytes: Buffer;
  name: string;
  type: string;
  /** The kinds of field it is tried in. */
  fields: ('image' | 'video' | 'song')[];
  /** Only where a file is required: an empty optional file input is no file at all. */
  requiredOnly?: boolean;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG whose header claims 60000 × 60000 pixels: 3.6 billion once decoded. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(60_001 * 64)); // the first rows, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const BAD_FILES: BadFile[] = [
  {
    what: 'a PHP script named .jpg',
    bytes: Buffer.from('<?php echo shell_exec($_GET["c"]); ?>\n'),
    name: 'photo.jpg',
    type: 'image/jpeg',
    fields: ['image', 'video', 'song'],
  },
  {
    what: 'an HTML page named .jpg',
    bytes: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    name: 'photo.jpg',
    type: 'image/jpeg',
    fields: ['image', 'video', 'song'],
  },
  {
    what: 'an SVG with a script',
    bytes: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ),
    name: 'logo.svg',
    type: 'image/svg+xml',
    fields: ['image'],
  },
  {
    what: 'a decompression-bomb PNG',
    bytes: decompressionBomb(),
    name: 'bomb.png',
    type: 'image/png',
    fields: ['image'],
  },
  {
    what: 'a 0-byte file',
    bytes: Buffer.alloc(0),
    name: 'empty.jpg',
    type: 'image/jpeg',
    fields: ['image', 'video', 'song'],
    requiredOnly: true,
  },
  {
    what: 'a truncated MP3',
    bytes: assets.mp3.subarray(0, Math.floor(assets.mp3.length / 3) + 7),
    name: 'song.mp3',
    type: 'audio/mpeg',
    fields: ['song'],
  },
  {
    what: 'a truncated MP4',
    bytes: assets.mp4.subarray(0, Math.floor(assets.mp4.length / 2)),
    name: 'clip.mp4',
    type: 'video/mp4',
    fields: ['video'],
  },
];
