import fp from 'fastify-plugin';
import { messages } from '../../messages.ts';

/**
 * JSON bodies must be UTF-8: a body with invalid bytes is refused (400), never stored with
 * replacement characters in place of what the member wrote. Fastify's own JSON parser, with its
 * prototype-poisoning guard, parses the text.
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = decoder.decode(body as Buffer);
      } catch {
        done(Object.assign(new Error(messages.notUtf8), { statusCode: 400 }), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
