export * from './project-messages';
export * from './project-schemas';
export * from './questionnaire';
