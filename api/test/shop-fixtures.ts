import type { TestSession } from './session-helpers.ts';

/** The Sell form's text fields for a listing by this member, valid (on sale until 2026-08-01). */
export const productFields = (session: TestSession): Record<string, string> => ({
  product_name: 'Kiondo basket',
  description: 'Hand-woven sisal basket from Mariakani.',
  price: '1500',
  location: 'Mariakani',
  category: 'Crafts',
  contact_whatsapp: '+254700001001',
  expiry_date: '2026-08-01',
  user_id: String(session.user.id),
});
