export * from './device-rules.ts';
export * from './device-api.ts';
export * from './licence-api.ts';
