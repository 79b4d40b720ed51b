export * from './print-job-api.ts';
export * from './printer-health.ts';
