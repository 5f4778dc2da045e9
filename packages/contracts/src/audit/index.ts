export * from './audit-actions';
export * from './audit-schemas';
