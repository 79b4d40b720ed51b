export * from './admin-api.ts';
export * from './plans-admin-api.ts';
export * from './support-api.ts';
