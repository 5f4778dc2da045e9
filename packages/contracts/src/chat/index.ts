export * from './chat-messages';
export * from './chat-schemas';
