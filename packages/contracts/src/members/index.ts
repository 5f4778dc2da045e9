export * from './member-constants';
export * from './member-messages';
export * from './member-schemas';
export * from './csv';
export * from './roster-parser';
export * from './group-names';
