/**
 * The server page 'View My Products' opens (spec section 2, Sell), rendered by the API without
 * scripts: a seller's products, live and expired, each with a Delete that asks first.
 */
export const myProducts = {
  title: 'My products',
  signedInAs: (username: string) => `Signed in as ${username}.`,
  navigation: 'Marketplace',
  backToMarketplace: 'Back to the marketplace',
  addProduct: 'Add a new product',
  none: 'You have not listed any products yet.',
  summary: (total: number, live: number) => `${total} product(s): ${live} listed, ${total - live} expired.`,
  expired: 'Expired',
  expiredOn: (date: string) => ` on ${date}: no longer listed`,
  listedUntil: (date: string) => `Listed until ${date}`,
  category: (name: string) => `Category: ${name}`,
  /** A listing members' reports hid until a moderator looks. */
  underReview: 'Under review',
  /** A listing a moderator took off the marketplace, with the reason they gave. */
  removed: (reason: string | null) => (reason ? `Removed: ${reason}` : 'Removed'),
  delete: 'Delete',
  deleteNamed: (name: string) => `Delete ${name}`,
  confirmTitle: 'Delete this product?',
  confirmQuestion: 'Are you sure you want to delete this product?',
  confirmDetail: (name: string) =>
    `"${name}" is taken off the marketplace with its reviews. This cannot be undone.`,
  confirm: 'Yes, delete it',
  cancel: 'Cancel',
  deleted: 'Product deleted.',
  notFound: 'Product not found.',
  otherSite: 'This form can only be sent from this site.',
  loginHeading: 'Please log in',
  loginMessage: 'Please log in to see the products you are selling.',
  forbiddenHeading: 'Not your products',
  forbiddenMessage: 'You can only view your own products. Log in with the account that listed them.',
  nextSteps: 'Next steps',
  logIn: 'Log in',
} as const;
