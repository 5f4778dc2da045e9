export * from './student-messages';
export * from './wishlist-schemas';
