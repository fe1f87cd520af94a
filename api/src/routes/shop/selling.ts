import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../auth/policies.ts';
import { marketplace } from 'shared-ui/texts/marketplace';
import { insertProduct } from '../../db/products.repository.ts';
import {
  AddProductAnswer,
  DeleteProductAnswer,
  DeleteProductBody,
  MessageAnswer,
  shopMessages,
} from '../../schemas/shop.ts';
import { multipartForm } from '../../schemas/common.ts';
import { uploadRoute } from '../../builders/upload-route.ts';
import { imageRule } from '../../uploads/rules.ts';
import { todayOf } from './common.ts';
import { checkProductForm, productFields } from './product-form.ts';
import { takeDownProduct } from './take-down.ts';

const PRODUCT_IMAGES = {
  image_1: imageRule('Image 1', 'shop', true),
  image_2: imageRule('Image 2', 'shop'),
  image_3: imageRule('Image 3', 'shop'),
};

const form = multipartForm(
  {
    product_name: 'The name',
    description: 'What it is',
    price: 'Ksh, 0 or more',
    location: 'Where it can be had',
    category: 'Its category',
    contact_whatsapp: '+254 and 9 digits (cut at 13 characters)',
    expiry_date: 'YYYY-MM-DD, today or later',
    user_id: "The caller's own id",
  },
  { image_1: 'The main image (JPEG, PNG, WebP or GIF)', image_2: 'A second image', image_3: 'A third image' },
  [
    'product_name',
    'description',
    'price',
    'location',
    'category',
    'contact_whatsapp',
    'expiry_date',
    'user_id',
    'image_1',
  ],
);

/** Selling: listing a product (multipart) and taking it down. */
const selling: FastifyPluginAsyncTypebox = async (app) => {
  uploadRoute(app, {
    url: '/add_product.php',
    summary: 'List a product for sale',
    description:
      'multipart/form-data: product_name, description, price (Ksh, 0 or more), location, category, ' +
      'contact_whatsapp (+254 and 9 digits; cut at 13 characters), expiry_date (YYYY-MM-DD, today or ' +
      "later), image_1 (required), image_2, image_3 (images), user_id (the caller's own id).",
    form,
    files: PRODUCT_IMAGES,
    refusal: 'message',
    refusalSchema: MessageAnswer,
    answer: { status: 201, schema: AddProductAnswer },
    signedOutText: marketplace.products.loginToSubmit,
    payloadUser: { missing: shopMessages.userIdRequired, notCaller: shopMessages.sellAsYourself },
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
  });

  app.post(
    '/delete_product.php',
    {
      schema: {
        summary: 'Take a product down (its seller, or an administrator)',
        description: 'Its reviews go with it; its pictures are removed once no product uses them.',
        security: [{ session: [] }],
        body: DeleteProductBody,
        response: {
          200: DeleteProductAnswer,
          400: DeleteProductAnswer,
          401: DeleteProductAnswer,
          403: DeleteProductAnswer,
          404: DeleteProductAnswer,
        },
      },
      config: { policy: 'owner-or-admin' },
      attachValidation: true,
      onRequest: signedIn(shopMessages.deleteLogin),
    },
    async (request, reply) => {
      const refuse = (code: 400 | 401 | 403 | 404, message: string) =>
        reply.code(code).send({ success: false, message });
      if (request.validationError) return refuse(400, shopMessages.badProductId);
      const { code, message } = await takeDownProduct(
        app,
        request.log,
        request.user!,
        request.body.product_id,
      );
      if (code !== 200) return refuse(code, message);
      return { success: true, message: shopMessages.productDeleted };
    },
  );
};

export default selling;
