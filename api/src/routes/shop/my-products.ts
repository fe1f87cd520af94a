import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { myProducts as pageTexts } from 'shared-ui/texts/my-products';
import { Type } from 'typebox';
import { parseId, payloadUser, type Caller } from '../../auth/policies.ts';
import { listSellerProducts } from '../../db/products.repository.ts';
import { MyProductsDeleteBody, MyProductsQuery } from '../../schemas/shop.ts';
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

const HtmlPage = Type.String({ description: 'An HTML page' });
type Code = 200 | 401 | 403 | 404;

const sendPage = (reply: FastifyReply, code: Code, html: string) =>
  reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/**
 * The seller asking for their own page, or the refusal page to send: guests 401, anyone
 * else 403 (an administrator too: this is the seller's own page).
 */
function seller(request: FastifyRequest<{ Querystring: { user_id?: string } }>, reply: FastifyReply) {
  const user = request.user;
  if (!user) {
    sendPage(reply, 401, refusalPage(pageTexts.loginHeading, pageTexts.loginMessage));
    return null;
  }
  if (payloadUser(request.query.user_id, user.id) !== 'caller') {
    sendPage(reply, 403, refusalPage(pageTexts.forbiddenHeading, pageTexts.forbiddenMessage));
    return null;
  }
  return user as Caller & { username: string };
}

/** `view_my_products.php`: a server page of the caller's own products (spec section 2, Sell). */
const myProducts: FastifyPluginAsyncTypebox = async (app) => {
  const render = async (
    reply: FastifyReply,
    user: Caller & { username: string },
    code: Code,
    options: Omit<MyProductsOptions, 'userId'> & { confirmId?: number | null } = {},
  ) => {
    const products = await listSellerProducts(app.db, user.id);
    const confirm = products.find((product) => product.id === options.confirmId);
    const html = myProductsPage(user.username, products, todayOf(app), {
      ...options,
      confirm,
      userId: user.id,
    });
    return sendPage(reply, code, html);
  };

  app.get(
    '/view_my_products.php',
    {
      schema: {
        summary: "A server-rendered HTML page of the caller's products (live and expired)",
        description:
          'Only for the member whose user_id it is: 401 page for guests, 403 page for anyone else. ' +
          '`delete=<id>` asks to confirm deleting that product; `deleted=1` says a product was deleted.',
        security: [{ session: [] }],
        querystring: MyProductsQuery,
        produces: ['text/html'],
        response: { 200: HtmlPage, 401: HtmlPage, 403: HtmlPage },
      },
      config: { policy: 'payload-user' },
    },
    async (request, reply) => {
      const user = seller(request, reply);
      if (!user) return reply;
      const notice = request.query.deleted
        ? { tone: 'success' as const, text: pageTexts.deleted }
        : undefined;
      return render(reply, user, 200, { notice, confirmId: parseId(request.query.delete) });
    },
  );

  app.post(
    '/view_my_products.php',
    {
      schema: {
        summary: 'Delete one of the caller\'s products from the "View My Products" page',
        description:
          "The page's own form (application/x-www-form-urlencoded: product_id). On success 303 to the " +
          'page with deleted=1; otherwise the page again with the reason. Only from this site.',
        security: [{ session: [] }],
        querystring: MyProductsQuery,
        body: MyProductsDeleteBody,
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/html'],
        response: { 200: HtmlPage, 303: Type.Null(), 401: HtmlPage, 403: HtmlPage, 404: HtmlPage },
      },
      config: { policy: 'payload-user' },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = seller(request, reply);
      if (!user) return reply;
      // A form sent from another site (the cookie is SameSite=Lax, this is a second lock).
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') {
        return render(reply, user, 403, { notice: { tone: 'danger', text: pageTexts.otherSite } });
      }
      const productId = request.validationError ? null : parseId(request.body.product_id);
      if (productId === null) {
        return render(reply, user, 404, { notice: { tone: 'danger', text: pageTexts.notFound } });
      }
      const { code, message } = await takeDownProduct(app, request.log, user, productId);
      if (code !== 200) return render(reply, user, code, { notice: { tone: 'danger', text: message } });
      return reply
        .code(303)
        .header('location', `view_my_products.php?user_id=${user.id}&deleted=1`)
        .send(null);
    },
  );
};

export default myProducts;
