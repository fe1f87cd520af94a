/**
 * A picture with a phone photo's weight, for the tests and the bench that measure what a visit
 * costs: 2400 × 1800 of fine detail everywhere, as JPEG. The demo content's drawings compress to
 * a few kilobytes, a member's photos do not.
 */
import sharp from 'sharp';

export const phonePhoto = (): Promise<Buffer> =>
  sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
