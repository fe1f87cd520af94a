import { texts } from 'shared-ui/texts';
import { prepareWhatsapp, validateProduct, type FileInfo } from 'shared-ui/validation';
import type { NewProduct } from '../../db/products.table.ts';
import { PRODUCT_LIMITS } from '../../schemas/shop.ts';
import type { TempFile } from '../../uploads/multipart.ts';
import { fieldNames } from 'shared-ui/texts/fields';

export type ProductFields = Pick<
  NewProduct,
  'product_name' | 'description' | 'price' | 'location' | 'category' | 'contact_whatsapp' | 'expiry_date'
>;

const TEXT_FIELDS = [
  ['product_name', 'Name'],
  ['description', 'Description'],
  ['location', 'Location'],
  ['category', 'Category'],
] as const;

const info = (file: TempFile | undefined): FileInfo | null =>
  file ? { type: file.mime, size: file.size } : null;

/** True for a real calendar day written 'YYYY-MM-DD' (Date.parse alone accepts 2026-02-30). */
const isCalendarDate = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * The product form's rules (spec section 5, through shared-ui's validateProduct, after the
 * WhatsApp cut) plus the server's length limits: the first problem, or the fields to store.
 */
export function checkProductForm(
  fields: Record<string, string>,
  files: Record<string, TempFile>,
  today: string,
): { problem: string } | { product: ProductFields } {
  const form = {
    ...productText(fields),
    image_1: info(files.image_1),
    image_2: info(files.image_2),
    image_3: info(files.image_3),
  };
  const errors = validateProduct(form, today);
  const first = Object.values(errors).find(Boolean);
  if (first) return { problem: first };
  for (const [field, label] of TEXT_FIELDS) {
    if (form[field].length > PRODUCT_LIMITS[field]) {
      return { problem: texts.validation.tooLong(label, PRODUCT_LIMITS[field]) };
    }
  }
  const price = Number(form.price);
  if (price > PRODUCT_LIMITS.maxPrice) {
    return { problem: `Price must be at most ${PRODUCT_LIMITS.maxPrice.toLocaleString('en')}.` };
  }
  if (!isCalendarDate(form.expiry_date))
    return { problem: texts.validation.invalidDate(fieldNames.expiryDate) };
  return { product: productFields(fields) };
}

/** The form's text fields as the form rules read them (trimmed; the WhatsApp number cut). */
function productText(fields: Record<string, string>) {
  const text = (name: string) => (fields[name] ?? '').trim();
  return {
    product_name: text('product_name'),
    description: text('description'),
    price: text('price'),
    location: text('location'),
    category: text('category'),
    contact_whatsapp: prepareWhatsapp(fields.contact_whatsapp ?? ''),
    expiry_date: text('expiry_date'),
  };
}

/** The fields to store, from a form `checkProductForm` passed. */
export function productFields(fields: Record<string, string>): ProductFields {
  const text = productText(fields);
  return { ...text, price: Number(text.price) };
}
