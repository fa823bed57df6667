export * from './knowledge-base.ts';
export * from './tickets.ts';
export * from './user-messages.ts';
