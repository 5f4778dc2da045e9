export * from './my-data-messages';
export * from './my-data-schemas';
export * from './export-document';
