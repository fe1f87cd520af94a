/**
 * The product page (/product/{productId}) and the list card's link to it, imported by the
 * marketplace's pages only: they travel with the marketplace, which can add to them and
 * deploy without the shell.
 */
export const product = {
  back: 'Go back',
  /** The list card's View Details link, read out with the product's name. */
  recentSort: 'Sort by date',
  newest: 'Newest first',
  oldest: 'Oldest first',
  detailsOf: (name: string) => `View Details: ${name}`,
  loading: 'Loading the product…',
  pictures: (name: string) => `Pictures of ${name}`,
  picture: (name: string, index: number) => `${name}, picture ${index}`,
  enlarge: (picture: string) => `Enlarge: ${picture}`,
  /** The WhatsApp message a buyer starts the chat with. */
  chatMessage: (name: string, link: string) =>
    `Hello! I saw "${name}" on the Mijikenda marketplace and I am interested: ${link}`,
  price: 'Price',
  location: 'Location',
  category: 'Category',
  rating: 'Rating',
  outOfFive: (rating: string) => `${rating} out of 5`,
  notRated: 'Not rated yet',
  reviews: 'Reviews',
  disclaimer:
    'Before you pay, check the product and the seller yourself: meet in a safe public place, look at the item, and never send money for something you have not seen.',
  seller: 'Seller',
  sellerIs: (name: string, id: number) => `${name} (seller id ${id})`,
  /** The seller's standing beside the chat: how long and how much they have sold here. */
  aboutSeller: 'About the seller',
  memberSince: (monthAndYear: string) => `Member since ${monthAndYear}`,
  activeListings: (n: number) => (n === 1 ? '1 active listing' : `${n} active listings`),
  sellerRating: (rating: string, reviews: number) =>
    `${rating} ★ from ${reviews === 1 ? '1 review' : `${reviews} reviews`}`,
  /** The same, read out: the star said in words. */
  sellerRatingSpoken: (rating: string, reviews: number) =>
    `${rating} out of 5 from ${reviews === 1 ? '1 review' : `${reviews} reviews`}`,
  sellerNotRated: 'No reviews yet',
  sellerListings: (name: string) => `See all listings by ${name}`,
  /** Beside Chat with Seller: what keeps a buyer safe when meeting a stranger. */
  safetyTitle: 'Stay safe',
  safetyTips: [
    'Meet in a busy public place.',
    'See the item before you pay.',
    "Never pay in advance by M-Pesa to someone you don't know.",
  ],
  writeReview: 'Write a review',
  yourRating: 'Your rating',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  reviewText: 'Your review',
  submitReview: 'Submit review',
  submittingReview: 'Submitting...',
  loginToReview: 'Log in to write a review.',
  logIn: 'Log in',
  /** In a partner's page: reviews are written on the main site. */
  reviewOnSite: 'Write a review on the Mijikenda site',
  embedLabel: 'Mijikenda marketplace',
} as const;
