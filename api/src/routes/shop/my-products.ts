import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { listSellerProducts } from '../../db/products.repository.ts';
import { MyProductsQuery } from '../../schemas/shop.ts';
import { myProductsPage, refusalPage } from '../../views/my-products.ts';
import { payloadUser } from '../../auth/policies.ts';
import { todayOf } from './common.ts';

export const myProductsTexts = {
  loginHeading: 'Please log in',
  loginMessage: 'Please log in to see the products you are selling.',
  forbiddenHeading: 'Not your products',
  forbiddenMessage: 'You can only view your own products. Log in with the account that listed them.',
} as const;

const HtmlPage = Type.String({ description: 'An HTML page' });

const sendPage = (reply: FastifyReply, code: 200 | 401 | 403, html: string) =>
  reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** `view_my_products.php`: a server page of the caller's own products (spec section 2, Sell). */
const myProducts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/view_my_products.php',
    {
      schema: {
        summary: "A server-rendered HTML page of the caller's products (live and expired)",
        description:
          'Only for the member whose user_id it is: 401 page for guests, 403 page for anyone else.',
        security: [{ session: [] }],
        querystring: MyProductsQuery,
        produces: ['text/html'],
        response: { 200: HtmlPage, 401: HtmlPage, 403: HtmlPage },
      },
      config: { policy: 'payload-user' },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) {
        return sendPage(reply, 401, refusalPage(myProductsTexts.loginHeading, myProductsTexts.loginMessage));
      }
      if (payloadUser(request.query.user_id, user.id) !== 'caller') {
        return sendPage(
          reply,
          403,
          refusalPage(myProductsTexts.forbiddenHeading, myProductsTexts.forbiddenMessage),
        );
      }
      const products = await listSellerProducts(app.db, user.id);
      return sendPage(reply, 200, myProductsPage(user.username, products, todayOf(app)));
    },
  );
};

export default myProducts;
