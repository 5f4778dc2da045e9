export * from './course-messages';
export * from './form-fields';
export * from './course-schemas';
export * from './subcourse-schemas';
