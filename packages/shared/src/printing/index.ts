export * from './layout/index.ts';
export * from './postal-address.ts';
export * from './print-job-api.ts';
export * from './printer-health.ts';
