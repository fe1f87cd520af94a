import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { myProducts as pageTexts } from 'shared-ui/texts/my-products';
import { languageOfRequest, type Language } from 'shared-ui/contracts';
import { parseId, payloadUser, type Caller } from '../../auth/policies.ts';
import { textsIn, translatorFor } from '../../i18n/server-texts.ts';
import { listSellerProducts } from '../../db/products.repository.ts';
import { deleteFromMyProducts, viewMyProducts } from 'shared-ui/contracts/shop';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { myProductsPage, refusalPage, type MyProductsOptions } from '../../views/my-products.ts';
import { todayOf } from './common.ts';
import { takeDownProduct } from './take-down.ts';

/** The refusal texts, as the tests read them. */
export const myProductsTexts = {
  loginHeading: pageTexts.loginHeading,
  loginMessage: pageTexts.loginMessage,
  forbiddenHeading: pageTexts.forbiddenHeading,
  forbiddenMessage: pageTexts.forbiddenMessage,
} as const;

type Code = 200 | 401 | 403 | 404;

const sendPage = (reply: FastifyReply, code: Code, html: string) =>
  reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'cookie, accept-language')
    .send(html);

/** The page's language: the visitor's choice, else their browser's. */
const languageOf = (request: FastifyRequest): Language =>
  languageOfRequest(request.headers.cookie, request.headers['accept-language']);

/**
 * The seller asking for their own page, or the refusal page to send: guests 401, anyone
 * else 403 (an administrator too: this is the seller's own page).
 */
function seller(request: FastifyRequest<{ Querystring: { user_id?: string } }>, reply: FastifyReply) {
  const user = request.user;
  const language = languageOf(request);
  const t = textsIn(pageTexts, language);
  if (!user) {
    sendPage(reply, 401, refusalPage(t.loginHeading, t.loginMessage, language));
    return null;
  }
  if (payloadUser(request.query.user_id, user.id) !== 'caller') {
    sendPage(reply, 403, refusalPage(t.forbiddenHeading, t.forbiddenMessage, language));
    return null;
  }
  return user as Caller & { username: string };
}

/** `view_my_products.php`: a server page of the caller's own products (spec section 2, Sell). */
const myProducts: FastifyPluginAsyncTypebox = async (app) => {
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: Caller & { username: string },
    code: Code,
    options: Omit<MyProductsOptions, 'userId'> & { confirmId?: number | null } = {},
  ) => {
    const language = languageOf(request);
    const products = await listSellerProducts(app.db, user.id);
    const confirm = products.find((product) => product.id === options.confirmId);
    // A notice's text is the route's English: the page's language has its own words for it.
    const notice = options.notice && {
      ...options.notice,
      text: translatorFor(language)(options.notice.text),
    };
    const html = myProductsPage(user.username, products, todayOf(app), {
      ...options,
      notice,
      confirm,
      userId: user.id,
      language,
    });
    return sendPage(reply, code, html);
  };

  endpointRoute(app, viewMyProducts, {}, async (request, reply) => {
    const user = seller(request, reply);
    if (!user) return reply;
    const notice = request.query.deleted ? { tone: 'success' as const, text: pageTexts.deleted } : undefined;
    return render(request, reply, user, 200, { notice, confirmId: parseId(request.query.delete) });
  });

  endpointRoute(
    app,
    deleteFromMyProducts,
    {
      attachValidation: true,
    },
    async (request, reply) => {
      const user = seller(request, reply);
      if (!user) return reply;
      // A form sent from another site (the cookie is SameSite=Lax, this is a second lock).
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') {
        return render(request, reply, user, 403, { notice: { tone: 'danger', text: pageTexts.otherSite } });
      }
      const productId = request.validationError ? null : parseId(request.body.product_id);
      if (productId === null) {
        return render(request, reply, user, 404, { notice: { tone: 'danger', text: pageTexts.notFound } });
      }
      const { code, message } = await takeDownProduct(app, request.log, user, productId);
      if (code !== 200)
        return render(request, reply, user, code, { notice: { tone: 'danger', text: message } });
      return reply
        .code(303)
        .header('location', `view_my_products.php?user_id=${user.id}&deleted=1`)
        .send(null);
    },
  );
};

export default myProducts;
