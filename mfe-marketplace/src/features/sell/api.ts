import { addressOf } from 'shared-ui';
import { addProduct as addProductEndpoint, viewMyProducts } from 'shared-ui/contracts/shop';
import { sendForm, type SendFormOptions } from 'shared-ui/upload';
import { prepareWhatsapp, type ProductForm } from 'shared-ui/validation';

/** The form's values: the rule's shape with the pictures as the files picked. */
export interface NewProduct extends ProductForm {
  /** As typed; the rule parses it. */
  price: string;
  image_1: File | null;
  image_2: File | null;
  image_3: File | null;
}

export type AddProductResult =
  | { outcome: 'added'; message: string; productId: number }
  | { outcome: 'refused'; status: number; message?: string }
  | { outcome: 'unexpected' };

/**
 * Lists a product (a multipart form), as the signed-in seller. Rejects on a lost connection
 * or a cancel (`isCancelled`); a refusal is a result with the server's message.
 */
export async function addProduct(
  values: NewProduct,
  userId: number,
  options: SendFormOptions,
): Promise<AddProductResult> {
  const form = new FormData();
  form.append('product_name', values.product_name.trim());
  form.append('description', values.description.trim());
  form.append('price', String(values.price).trim());
  form.append('location', values.location.trim());
  form.append('category', values.category.trim());
  form.append('contact_whatsapp', prepareWhatsapp(values.contact_whatsapp));
  form.append('expiry_date', values.expiry_date);
  form.append('user_id', String(userId));
  for (const name of ['image_1', 'image_2', 'image_3'] as const) {
    const file = values[name];
    if (file) form.append(name, file, file.name);
  }
  const { status, body } = await sendForm(addProductEndpoint, form, options);
  if (status === 201 && typeof body.product_id === 'number') {
    return { outcome: 'added', message: body.message ?? '', productId: body.product_id };
  }
  if (status >= 200 && status < 300) return { outcome: 'unexpected' };
  return { outcome: 'refused', status, message: body.message };
}

/** The server page of the seller's own products (spec: View My Products). */
export const myProductsUrl = (userId: number) =>
  addressOf(viewMyProducts, { query: { user_id: String(userId) } });

/** Today in the visitor's calendar, as the expiry field and rule take it (YYYY-MM-DD). */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
