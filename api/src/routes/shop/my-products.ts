import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { myProducts as pageTexts } from 'shared-ui/texts/my-products';
import { parseId } from '../../auth/policies.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { textsIn } from '../../i18n/server-texts.ts';
import { listSellerProducts } from '../../db/products.repository.ts';
import type * as shop from 'shared-ui/contracts/shop';
import type { PolicyOptions, RoutesOf } from '../../builders/router.ts';
import { myProductsPage, refusalPage, selfUrl, type MyProductsOptions } from '../../views/my-products.ts';
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

/**
 * The page's policy: the seller's own page (`user_id` in its address), refused with a page of
 * its own: guests 401, anyone else 403 (an administrator too: this is the seller's own page).
 */
const sellerOnly: PolicyOptions = {
  payloadUser: { in: 'query', notCaller: () => pageTexts.forbiddenMessage },
  refused: (request, reply, status) => {
    const language = languageOf(request);
    const t = textsIn(pageTexts, language);
    return status === 401
      ? sendPage(reply, 401, refusalPage(t.loginHeading, t.loginMessage, language))
      : sendPage(reply, 403, refusalPage(t.forbiddenHeading, t.forbiddenMessage, language));
  },
};

/** `view_my_products.php`: a server page of the caller's own products (spec section 2, Sell). */
export const myProducts = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof shop>, 'viewMyProducts' | 'deleteFromMyProducts'> => {
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    code: Code,
    options: Omit<MyProductsOptions, 'userId'> & { confirmId?: number | null } = {},
  ) => {
    const language = languageOf(request);
    const products = await listSellerProducts(app.db, user.id);
    const confirm = products.find((product) => product.id === options.confirmId);
    const html = myProductsPage(user.username, products, todayOf(app), {
      ...options,
      confirm,
      userId: user.id,
      language,
    });
    return sendPage(reply, code, html);
  };

  return {
    viewMyProducts: {
      ...sellerOnly,
      handler: async (request, reply, user) => {
        const notice = request.query.deleted
          ? { tone: 'success' as const, text: pageTexts.deleted }
          : undefined;
        return render(request, reply, user, 200, { notice, confirmId: parseId(request.query.delete) });
      },
    },

    deleteFromMyProducts: {
      ...sellerOnly,
      attachValidation: true,
      handler: async (request, reply, user) => {
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
        return reply.code(303).header('location', selfUrl(user.id, '&deleted=1')).send(null);
      },
    },
  };
};
