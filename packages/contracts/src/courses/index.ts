export * from './course-schemas';
