import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, languageOfRequest } from 'shared-ui/contracts';
import { loadServerLanguages, translatorFor } from '../../i18n/server-texts.ts';

/** The fields of a JSON answer that hold a message for the visitor. */
const MESSAGE_FIELDS = ['message', 'error'] as const;

/**
 * Every message the API sends a visitor, in their language: the `lang` cookie (their choice in
 * /settings), else their `Accept-Language`. Routes answer in English, as the spec words it; a
 * JSON answer's `message` or `error` is translated here as it leaves (i18n/visitor-language.ts),
 * before it is compressed, and says its language (`Content-Language`). An answer sent from the
 * answer cache (bytes, public lists) leaves as it is.
 */
export default fp(
  async (app) => {
    await loadServerLanguages();

    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || !/"(message|error)"/.test(payload)) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
      if (language === DEFAULT_LANGUAGE) return payload;
      const translate = translatorFor(language);
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
      const fields = body as Record<string, unknown>;
      for (const field of MESSAGE_FIELDS) {
        const text = fields[field];
        if (typeof text === 'string') fields[field] = translate(text);
      }
      reply.header('content-language', language);
      return JSON.stringify(fields);
    });
  },
  { name: 'language' },
);
