import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isOwnerOrAdmin, type Caller } from '../../auth/policies.ts';
import { deleteProduct, findProductOwner, unusedImages } from '../../db/products.repository.ts';
import { shopMessages } from '../../schemas/shop.ts';
import { storedFileNames } from '../../uploads/images.ts';

export type TakeDown = { code: 200 | 403 | 404; message: string };

/**
 * Takes a product down, for its seller or an administrator: the row and its reviews in one
 * statement, with the seller's notification (and the administrator's `reason`) when an
 * administrator takes it down; then the pictures no other product uses (a picture left behind
 * is only logged).
 */
export async function takeDownProduct(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  caller: Caller,
  productId: number,
  reason?: string,
): Promise<TakeDown> {
  const owner = await findProductOwner(app.db, productId);
  if (!owner) return { code: 404, message: shopMessages.productNotFound };
  if (!isOwnerOrAdmin(caller, owner.user_id)) return { code: 403, message: shopMessages.notYourProduct };

  const images = await deleteProduct(app.db, owner.id, { by: caller.id, reason, now: app.now() });
  if (!images) return { code: 404, message: shopMessages.productNotFound };
  const unused = await unusedImages(app.db, images);
  const files = unused.flatMap(storedFileNames);
  await Promise.all(
    files.map((name) =>
      app.media.remove('shop', name).catch((error: unknown) => {
        log.warn({ err: error, name }, 'could not remove a product image');
      }),
    ),
  );
  return { code: 200, message: shopMessages.productDeleted };
}
