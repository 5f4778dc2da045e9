export * from './client-messages';
export * from './client-schemas';
