import { jobNames, jobPayloadSchemas, type JobContext, type JobHandler, type JobName, type JobRegistration, type JobResult } from './types.ts';

export function defineJob<N extends JobName>(name: N, handler: JobHandler<N>): JobRegistration {
  return { name, handler } as JobRegistration;
}

export interface JobRegistry {
  /** Validates the stored payload against the job's schema, then runs its handler. */
  run(name: JobName, data: unknown, context: JobContext): Promise<JobResult>;
}

/**
 * Builds the name → handler table and refuses (throws at startup) when a job has no handler or two,
 * so a forgotten registration is a boot failure instead of jobs piling up unprocessed.
 */
export function createJobRegistry(registrations: readonly JobRegistration[], expected: readonly JobName[] = jobNames): JobRegistry {
  const handlers = new Map<JobName, JobRegistration>();
  const problems: string[] = [];
  for (const registration of registrations) {
    if (handlers.has(registration.name)) problems.push(`job "${registration.name}" has two handlers`);
    handlers.set(registration.name, registration);
  }
  for (const name of expected) {
    if (!handlers.has(name)) problems.push(`job "${name}" has no handler`);
  }
  if (problems.length > 0) throw new Error(`Job registry: ${problems.join('; ')}`);

  return {
    async run(name, data, context) {
      const registration = handlers.get(name);
      if (!registration) throw new Error(`job "${name}" has no handler`);
      return dispatch(registration, data, context);
    },
  };
}

function dispatch(registration: JobRegistration, data: unknown, context: JobContext): Promise<JobResult> {
  switch (registration.name) {
    case 'mail_send':
      return registration.handler(jobPayloadSchemas.mail_send.parse(data), context);
    case 'asset_thumbnail':
      return registration.handler(jobPayloadSchemas.asset_thumbnail.parse(data), context);
    case 'shoot_process':
      return registration.handler(jobPayloadSchemas.shoot_process.parse(data), context);
  }
}
