import { type EventDto, type PrintJob, type PrintJobState, finishedPrintJobStates, printJobSchema } from '@booth/shared';
import { makeEvent } from '@/test/event-fixtures';
import { type FakeApi, apiError, baseApi, testUser } from '@/test/fake-api';

let counter = 0;
const uuid = (prefix: string) => {
  counter += 1;
  return `${prefix}000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export const party = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'ipad' });

/** A print job as GET /events/{id}/printJobs answers it: a kiosk's print through the print server, done. */
export function makePrintJob(overrides: Partial<PrintJob> = {}): PrintJob {
  const id = uuid('a1');
  return printJobSchema.parse({
    id,
    jobKey: `key-${id.slice(-8)}`,
    shoot: { id: uuid('b2'), slug: 'k3x9Qa', thumbnailUrl: '/api/files/shoots/k3x9Qa/thumb.webp' },
    state: 'done',
    method: 'printServer',
    copies: 1,
    automatic: false,
    holdReason: null,
    printerAddress: 'ipp://192.168.1.40:631/ipp/print',
    printer: { state: 'idle', reasons: [], checkedAt: new Date(Date.now() - 60_000).toISOString() },
    deviceName: 'Entrance',
    printServerName: 'Venue laptop',
    ippJobId: 17,
    recipient: null,
    sender: null,
    paymentSession: null,
    attempts: 1,
    lastError: null,
    reprintOf: null,
    createdAt: '2026-06-01T08:15:00.000Z',
    updatedAt: '2026-06-01T08:16:00.000Z',
    printedAt: '2026-06-01T08:16:00.000Z',
    ...overrides,
  });
}

export interface PrintJobsState {
  event: EventDto;
  jobs: PrintJob[];
  pageSize: number;
}

const finished = new Set<PrintJobState>(finishedPrintJobStates);

/**
 * The organiser's print-job calls over a list kept like the server keeps it: newest first, keyset pages
 * by job id, a state filter, cancel (refused for a finished job, 409) and reprint (a new queued job).
 * Any other campaign id answers 404, as the server does for another customer's campaign.
 */
export function printJobsApi(initial: Partial<PrintJobsState> = {}): { api: FakeApi; state: PrintJobsState } {
  const state: PrintJobsState = { event: party, jobs: [], pageSize: 25, ...initial };
  const base = `/api/events/${state.event.id}/printJobs`;
  const api = baseApi()
    .on('GET', '/api/auth/user', { body: testUser })
    .on('GET', `/api/events/${state.event.slug}`, () => ({ body: state.event }))
    .on('GET', base, (request) => {
      const filter = request.query.get('state');
      const after = request.query.get('olderThan');
      const matching = state.jobs.filter((job) => !filter || job.state === filter);
      const start = after ? matching.findIndex((job) => job.id === after) + 1 : 0;
      const items = matching.slice(start, start + state.pageSize);
      const more = start + state.pageSize < matching.length;
      return { body: { items, nextCursor: more ? (items.at(-1)?.id ?? null) : null } };
    });
  for (const job of state.jobs) jobRoutes(api, state, base, job.id);
  return { api: api.install(), state };
}

function jobRoutes(api: FakeApi, state: PrintJobsState, base: string, jobId: string): void {
  api
    .on('POST', `${base}/${jobId}/cancel`, () => {
      const job = state.jobs.find((candidate) => candidate.id === jobId);
      if (!job) return apiError(404, 'NOT_FOUND');
      if (finished.has(job.state)) return apiError(409, 'CONFLICT', 'The job is finished');
      job.state = 'cancelled';
      job.holdReason = null;
      return { body: job };
    })
    .on('POST', `${base}/${jobId}/reprint`, () => {
      const job = state.jobs.find((candidate) => candidate.id === jobId);
      if (!job) return apiError(404, 'NOT_FOUND');
      const copy = makePrintJob({ ...job, id: uuid('c3'), state: 'queued', attempts: 0, ippJobId: null, lastError: null, printedAt: null, reprintOf: job.id, createdAt: new Date().toISOString() });
      state.jobs.unshift(copy);
      jobRoutes(api, state, base, copy.id);
      return { status: 201, body: copy };
    });
}
