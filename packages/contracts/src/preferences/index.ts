export * from './preference-messages';
export * from './preference-schemas';
export * from './preference-rules';
