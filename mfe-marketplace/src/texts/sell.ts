/**
 * The sell page (/sell): the greeting, the Add New Product form and its messages, imported by
 * the marketplace only. The spec's own texts (section 8) are in `marketplace.products` (marketplace.ts).
 */
export const sell = {
  title: 'Sell on the marketplace',
  greeting: (username: string) => `Hello, ${username}!`,
  intro: 'List a product or a service: buyers contact you on WhatsApp.',
  loginPrompt: 'Log in to list your products and services.',
  logIn: 'Log in',
  logout: 'Logout',
  formTitle: 'Add New Product',
  name: 'Product name',
  description: 'Description',
  price: 'Price (Ksh)',
  location: 'Location',
  category: 'Category',
  categoryHint: 'Pick one of the list or type a new one.',
  whatsapp: 'WhatsApp number',
  whatsappHint: 'Buyers chat with you on this number: +254 and 9 digits.',
  expiryDate: 'Listed until',
  expiryHint: 'The listing is taken off the marketplace after this day.',
  image: (n: number) => (n === 1 ? 'Image 1 (required)' : `Image ${n} (optional)`),
  submit: 'Add Product',
  submitting: 'Submitting...',
  cancelUpload: 'Cancel upload',
  cancelled: 'The upload was cancelled. Your product was not listed; the form still holds what you typed.',
  sending: (percent: number) => `Uploading… ${percent}%`,
  seeProduct: 'See your product',
  added: 'Product added successfully!',
} as const;
