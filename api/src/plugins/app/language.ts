import fp from 'fastify-plugin';
import { keepRequestContext } from '../../i18n/request-language.ts';
import { loadServerLanguages } from '../../i18n/server-texts.ts';

/**
 * Every message the API sends a visitor, in their language: the `lang` cookie (their choice in
 * /settings), else their `Accept-Language`. The server's catalogues have their translations
 * added as it starts (i18n/server-texts.ts), and a text is looked up in the language of the
 * request being answered (i18n/request-language.ts) where the route, builder or hook writes
 * it: nothing reads an answer again to translate it. An answer with a message in another
 * language than English says so (`Content-Language`).
 */
export default fp(
  async (app) => {
    await loadServerLanguages();
    keepRequestContext(app);
  },
  { name: 'language' },
);
