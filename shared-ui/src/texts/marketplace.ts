/**
 * The marketplace remote's spec texts: the list, its cards and top bar, the sell and product pages'
 * messages and the server's answers to them. Imported by the marketplace's pages (and the server)
 * only, so they travel with the marketplace and it deploys on its own; the pages' own words are in
 * product.ts and sell.ts.
 */
export const marketplace = {
  viewDetails: 'View Details',
  chatWithSeller: 'Chat with Seller',
  viewMyProducts: 'View My Products',
  currency: 'Ksh',
  sell: 'Sell',
  products: {
    fetchFailed: 'Failed to fetch products.',
    categoriesFailed: 'Failed to fetch categories.',
    detailFailed: 'Failed to fetch product details',
    loginToSubmit: 'Please log in to submit a product.',
    unexpected: 'Error: Unexpected response structure.',
    submitFailed: 'Error submitting product. Please try again.',
    noMore: 'No more products to load.',
    noneFound: 'No products found. Try adjusting your search or filters.',
    searchPlaceholder: 'Search products...',
    allCategories: 'All Categories',
    sortByPrice: 'Sort by Price',
    loadMore: 'Load More',
    listYourProducts: 'List your Products & Services',
    title: 'Marketplace',
    searchLabel: 'Search products',
    category: 'Category',
    priceSort: 'Sort by price',
    lowToHigh: 'Price: low to high',
    highToLow: 'Price: high to low',
    loading: 'Loading products…',
    list: 'Products',
    /** One seller's listings (`?seller=`), named by the seller once a listing shows it. */
    sellerListings: (name: string) => `Listings by ${name}`,
    sellerListingsUnnamed: "This seller's listings",
    showAll: 'Show all listings',
  },
  review: {
    loginRequired: 'You need to be logged in to submit a review',
    ratingRequired: 'Please provide a rating before submitting your review',
    addFailed: 'Failed to add review',
    submitFailed: 'Failed to submit review',
    added: 'Review added successfully!',
    none: 'No reviews yet',
  },
} as const;
