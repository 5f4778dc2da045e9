export * from './accounts';
export * from './courses';
export * from './projects';
export * from './chat';
export * from './allocation';
export * from './sessions';
export * from './outbox';
