import { jobDefiner } from './registry.ts';
import type { AppJobCatalog, JobRegistration as JobRegistrationOf } from './types.ts';

/**
 * A module's handler for one job of the application's catalogue, checked against its payload. The
 * catalogue reaches this file by declaration merging (src/job-catalog.ts), so modules define their
 * handlers here without importing the wiring above them.
 */
export const defineJob = jobDefiner<AppJobCatalog>();

/** One registered handler of the application's catalogue. */
export type JobRegistration = JobRegistrationOf<AppJobCatalog>;
