/**
 * The names of form fields as the validation messages say them ('Name is required.'),
 * imported by the form rules (shared-ui/validation) only, so only what validates carries them.
 */
export const fieldNames = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  subcategory: 'Subcategory',
  mainImage: 'The main image',
  image: (n: number) => `Image ${n}`,
  video: 'The video',
  /** An article's videos: 'Video 1', 'Video 2'. */
  videoN: (n: number) => `Video ${n}`,
  title: 'Title',
  artist: 'Artist',
  coverImage: 'The cover image',
  songFile: 'The song file',
  videoId: 'The video ID',
  location: 'Location',
  price: 'Price',
  expiryDate: 'Expiry date',
  reviewText: 'Review text',
  message: 'Message',
  profileImage: 'The profile image',
  age: 'Age',
  comment: 'Comment',
} as const;
