export * from './allocation-messages';
export * from './allocation-schemas';
