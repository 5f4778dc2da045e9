export * from './realtime-messages';
