export * from './my-data-messages';
export * from './my-data-schemas';
