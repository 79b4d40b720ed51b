import { type PrintJob, type PrintJobList, type PrintJobState, finishedPrintJobStates, printJobListSchema } from '@booth/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PRINT_JOBS_PAGE_SIZE = 25;
/** While a job is still on its way (queued, sending, printing, held) the list asks again this often. */
export const PRINT_JOBS_REFRESH_MS = 4_000;

/** Every print-job query of a campaign, whatever its filter: a cancel or reprint refreshes them all. */
export const printJobsKey = (eventId: string) => ['printJobs', eventId] as const;

const finished: ReadonlySet<PrintJobState> = new Set(finishedPrintJobStates);

export function isOpenPrintJob(job: Pick<PrintJob, 'state'>): boolean {
  return !finished.has(job.state);
}

/** GET /events/{id}/printJobs: one page, newest first; `olderThan` is the previous page's cursor. */
export function getPrintJobs(eventId: string, params: { state?: PrintJobState; olderThan?: string }, signal?: AbortSignal): Promise<PrintJobList> {
  const query = new URLSearchParams({ limit: String(PRINT_JOBS_PAGE_SIZE) });
  if (params.state) query.set('state', params.state);
  if (params.olderThan) query.set('olderThan', params.olderThan);
  return apiRequest(`/events/${encodeURIComponent(eventId)}/printJobs?${query}`, { schema: printJobListSchema, signal });
}

export function getPrintJobsQueryOptions(eventId: string, state: PrintJobState | null) {
  return infiniteQueryOptions({
    queryKey: [...printJobsKey(eventId), state ?? 'all'],
    queryFn: ({ pageParam, signal }) => getPrintJobs(eventId, { state: state ?? undefined, olderThan: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Only open jobs change by themselves; a list of finished ones needs no polling.
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some(isOpenPrintJob)) ? PRINT_JOBS_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function usePrintJobs(eventId: string, state: PrintJobState | null) {
  return useInfiniteQuery(getPrintJobsQueryOptions(eventId, state));
}
