export * from './dashboard-api.ts';
