export * from './sign-in-messages';
export * from './lti-schemas';
