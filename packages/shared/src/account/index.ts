export * from './profile-api.ts';
export * from './mfa-api.ts';
export * from './audit-api.ts';
