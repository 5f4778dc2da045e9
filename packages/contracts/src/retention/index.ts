export * from './retention-messages';
export * from './retention-schemas';
