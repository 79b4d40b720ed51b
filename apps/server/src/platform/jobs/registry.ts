import type { AppJobCatalog, JobCatalog, JobContext, JobHandler, JobName, JobRegistration, JobResult } from './types.ts';

/** A handler for one job of catalogue `C`; the application binds `C` once (src/job-catalog.ts). */
export function jobDefiner<C extends JobCatalog>(): <N extends JobName<C>>(name: N, handler: JobHandler<C, N>) => JobRegistration<C> {
  return (name, handler) => ({ name, handler }) as JobRegistration<C>;
}

export interface JobRegistry<C extends JobCatalog = AppJobCatalog> {
  readonly catalog: C;
  /** Validates the stored payload against the job's schema, then runs its handler. */
  run(name: JobName<C>, data: unknown, context: JobContext): Promise<JobResult>;
}

type StoredHandler = (data: unknown, context: JobContext) => Promise<JobResult>;

/**
 * Builds the name → handler table and refuses (throws at startup) when a job of the catalogue has
 * no handler or two, so a forgotten registration is a boot failure instead of jobs piling up.
 */
export function createJobRegistry<C extends JobCatalog>(catalog: C, registrations: readonly JobRegistration<C>[]): JobRegistry<C> {
  const handlers = new Map<string, StoredHandler>();
  const problems: string[] = [];
  for (const registration of registrations) {
    if (handlers.has(registration.name)) problems.push(`job "${registration.name}" has two handlers`);
    if (!Object.hasOwn(catalog, registration.name)) problems.push(`job "${registration.name}" is not in the catalogue`);
    // The payload is parsed with the same catalogue entry before the handler sees it (run below).
    handlers.set(registration.name, registration.handler as StoredHandler);
  }
  for (const name of Object.keys(catalog)) {
    if (!handlers.has(name)) problems.push(`job "${name}" has no handler`);
  }
  if (problems.length > 0) throw new Error(`Job registry: ${problems.join('; ')}`);

  return {
    catalog,
    async run(name, data, context) {
      const handler = handlers.get(name);
      const definition = catalog[name];
      if (!handler || !definition) throw new Error(`job "${name}" has no handler`);
      return handler(definition.payload.parse(data), context);
    },
  };
}
