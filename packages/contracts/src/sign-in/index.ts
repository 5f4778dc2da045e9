export * from './sign-in-messages';
