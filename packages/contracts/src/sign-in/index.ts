export * from './sign-in-messages';
export * from './sign-in-errors';
export * from './lti-schemas';
export * from './sign-in-refusal-text';
