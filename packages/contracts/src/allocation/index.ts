export * from './allocation-messages';
export * from './allocation-schemas';
export * from './after-publish-messages';
export * from './after-publish-schemas';
