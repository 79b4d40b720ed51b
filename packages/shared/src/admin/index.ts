export * from './admin-api.ts';
export * from './plans-admin-api.ts';
export * from './support-api.ts';
export * from './access-rules.ts';
export * from './effective-plan.ts';
