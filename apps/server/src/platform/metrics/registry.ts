import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The metrics of this process (Prometheus scrapes each process on its own). The instruments below are
 * process-wide because the code that observes them (a job handler, the file store) runs in server and
 * worker processes alike and has no app at hand; gauges that read one app's or runtime's state are
 * built beside it (runtime-metrics.ts) and merged in at scrape time.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/** Node's own metrics (CPU, memory, event-loop lag, GC, handles); once per process, however many apps it builds. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}

export const httpRequestSeconds = new Histogram({
  name: 'boothwerk_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status class (event streams are left out: they last as long as a screen watches)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

export const shootProcessingSeconds = new Histogram({
  name: 'boothwerk_shoot_processing_seconds',
  help: "Time from a picture's upload to its finished files (waiting in the queue included), by kind",
  labelNames: ['kind'] as const,
  buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
  registers: [processRegistry],
});

export const fileStoreFailures = new Counter({
  name: 'boothwerk_file_store_failures_total',
  help: 'File store operations that failed (disk or object store errors; a missing file is not a failure)',
  labelNames: ['store', 'operation'] as const,
  registers: [processRegistry],
});
