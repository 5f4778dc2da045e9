export * from './dashboard-messages';
export * from './dashboard-schemas';
export * from './report-csv';
