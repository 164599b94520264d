/** What the wishlist module tells a student (translated in src/locales). */
export const WISHLIST_MESSAGES = {
  saved: 'Saved to your wishlist.',
  removed: 'Removed from your wishlist.',
  notInWishlist: 'This product is not in your wishlist.',
  full: 'Your wishlist is full. Remove something before saving more.',
} as const;
