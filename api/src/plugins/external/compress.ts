import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression for API answers. Static builds ship their own .br/.gz files,
 * which are served as they are (a reply that already has Content-Encoding is left alone).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
