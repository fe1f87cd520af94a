/**
 * Brotli and gzip copies of every text asset of a production build, beside the file: the API
 * server sends them as they are, without compressing on each request.
 */
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

export function precompressed() {
  const common = { test: /\.(js|css|html|json|svg|webmanifest)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip' }),
  ];
}
