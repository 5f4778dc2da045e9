export * from './group-messages';
export * from './group-schemas';
