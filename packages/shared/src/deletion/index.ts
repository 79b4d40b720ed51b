export * from './deletion-api.ts';
