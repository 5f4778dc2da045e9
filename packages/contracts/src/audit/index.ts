export * from './audit-actions';
export * from './audit-schemas';
export * from './audit-sentence';
