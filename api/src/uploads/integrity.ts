/**
 * Whether an uploaded audio or video file is whole, read from its structure: an upload cut
 * short (a dropped connection on the member's side, a partial copy) is refused instead of being
 * stored and then failing to play for every visitor.
 * - MP3: every MPEG audio frame, walked from the first, ends inside the file.
 * - MP4 / QuickTime (ISO media): every top-level box ends inside the file, and the `moov` box,
 *   without which nothing plays, is there.
 * Other types are not checked here.
 */
import { open, readFile } from 'node:fs/promises';

const ISO_MEDIA = new Set(['video/mp4', 'video/quicktime', 'audio/mp4', 'audio/x-m4a', 'audio/m4a']);

export async function isWholeMedia(file: string, mime: string): Promise<boolean> {
  if (mime === 'audio/mpeg') return isWholeMp3(await readFile(file));
  if (ISO_MEDIA.has(mime)) return isWholeIsoMedia(file);
  return true;
}

/** kbit/s by bitrate index: MPEG-1 layers I, II, III; MPEG-2/2.5 layer I; MPEG-2/2.5 layers II and III. */
const BITRATES = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** The length of the MPEG audio frame whose header starts at `offset`, or 0 if none starts there. */
function frameLength(bytes: Buffer, offset: number): number {
  if (offset + 4 > bytes.length) return 0;
  const [b0, b1, b2] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return 0;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3; // 3: layer I, 2: layer II, 1: layer III
  const bitrateIndex = b2 >> 4;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer === 0 || bitrateIndex === 0 || bitrateIndex === 15) return 0;
  const sampleRate = rates[(b2 >> 2) & 3];
  if (!sampleRate) return 0;
  const padding = (b2 >> 1) & 1;
  const v1 = version === 3;
  const table = v1
    ? [BITRATES.v1l3, BITRATES.v1l2, BITRATES.v1l1][layer - 1]!
    : layer === 3
      ? BITRATES.v2l1
      : BITRATES.v2l23;
  const bitrate = table[bitrateIndex]! * 1000;
  if (layer === 3) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  const perSample = layer === 1 && !v1 ? 72 : 144;
  return Math.floor((perSample * bitrate) / sampleRate) + padding;
}

/** Where the audio starts: after the ID3v2 tags at the start (header and footer included). */
function afterId3v2(bytes: Buffer): number {
  let offset = 0;
  while (offset + 10 <= bytes.length && bytes.toString('latin1', offset, offset + 3) === 'ID3') {
    const at = (i: number) => bytes[offset + i]! & 0x7f;
    const size = (at(6) << 21) | (at(7) << 14) | (at(8) << 7) | at(9);
    offset += 10 + size + (bytes[offset + 5]! & 0x10 ? 10 : 0);
  }
  return offset;
}

/** Tags that may follow the last frame: ID3v1, APE, Lyrics3. */
const TRAILING_TAG = /^(TAG|APETAGEX|LYRICS)/;

export function isWholeMp3(bytes: Buffer): boolean {
  let offset = afterId3v2(bytes);
  let frames = 0;
  while (offset < bytes.length) {
    const length = frameLength(bytes, offset);
    if (length === 0) return frames > 0 && TRAILING_TAG.test(bytes.toString('latin1', offset, offset + 8));
    if (offset + length > bytes.length) return false;
    offset += length;
    frames += 1;
  }
  return frames > 0;
}

export async function isWholeIsoMedia(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    let hasMovie = false;
    while (offset < fileSize) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return false;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') hasMovie = true;
      if (size === 0) break; // the last box runs to the end of the file
      if (size === 1) {
        if (bytesRead < 16) return false;
        size = Number(header.readBigUInt64BE(8));
      }
      if (size < 8 || offset + size > fileSize) return false;
      offset += size;
    }
    return hasMovie;
  } finally {
    await handle.close();
  }
}
