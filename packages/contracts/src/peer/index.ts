export * from './peer-messages';
export * from './peer-schemas';
export * from './round-fields';
export * from './submission-check';
