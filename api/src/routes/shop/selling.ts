import type { FastifyInstance } from 'fastify';
import { marketplace } from 'shared-ui/texts/marketplace';
import { insertProduct } from '../../db/products.repository.ts';
import type * as shop from 'shared-ui/contracts/shop';
import { shopMessages } from '../../schemas/shop.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { upload } from '../../builders/upload-route.ts';
import { imageRule } from '../../uploads/rules.ts';
import { todayOf } from './common.ts';
import { checkProductForm, productFields } from './product-form.ts';
import { takeDownProduct } from './take-down.ts';
import { fieldNames } from 'shared-ui/texts/fields';

const PRODUCT_IMAGES = {
  image_1: imageRule(() => fieldNames.image(1), 'shop', true),
  image_2: imageRule(() => fieldNames.image(2), 'shop'),
  image_3: imageRule(() => fieldNames.image(3), 'shop'),
};

/** Selling: listing a product (multipart) and taking it down. */
export const selling = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof shop>, 'addProduct' | 'deleteProduct'> => ({
  addProduct: upload({
    files: PRODUCT_IMAGES,
    refusal: 'message',
    signedOut: () => marketplace.products.loginToSubmit,
    payloadUser: { missing: () => shopMessages.userIdRequired, notCaller: () => shopMessages.sellAsYourself },
    validate: ({ fields, files }) => {
      const checked = checkProductForm(fields, files, todayOf(app));
      return 'problem' in checked ? checked.problem : null;
    },
    save: ({ fields, stored, caller }) =>
      insertProduct(app.db, {
        ...productFields(fields),
        image_1: stored.image_1!.name,
        image_2: stored.image_2?.name ?? null,
        image_3: stored.image_3?.name ?? null,
        user_id: caller.id,
        created_at: app.now().toISOString(),
      }),
    reply: (productId) => ({ message: shopMessages.productAdded, product_id: productId }),
  }),

  deleteProduct: {
    attachValidation: true,
    signedOut: () => shopMessages.deleteLogin,
    handler: async (request, reply, caller) => {
      const refuse = (code: 400 | 401 | 403 | 404, message: string) =>
        reply.code(code).send({ success: false, message });
      if (request.validationError) return refuse(400, shopMessages.badProductId);
      const { code, message } = await takeDownProduct(
        app,
        request.log,
        caller,
        request.body.product_id,
        request.body.reason,
      );
      if (code !== 200) return refuse(code, message);
      return { success: true, message: shopMessages.productDeleted };
    },
  },
});
