/** How long senders hold jobs and wait (issue 25); the tests move the app's clock rather than these. */
export const printTimings = {
  /** A claim holds a job this long; a sender that does not report by then lost it (it died, or its network did). */
  leaseMs: 60_000,
  /** A job held for its printer is offered again after this long, so it continues by itself when the printer is back. */
  heldRetryMs: 10_000,
  /** A failed try is offered again after this long, until `maxAttempts` failed. */
  failedRetryMs: 10_000,
  maxAttempts: 5,
  /** A long poll reads the database again at least this often (bus messages may be lost). */
  pollMs: 5_000,
  /** The direct sender asks the printer about its job this often, for at most `watchMs`. */
  watchIntervalMs: 500,
  watchMs: 120_000,
  /** How often each server process looks for direct and postal jobs that are due (held, backed off, lease lapsed). */
  sweepMs: 10_000,
  /** Failed jobs count in a device's queue figures for this long. */
  failedShownMs: 24 * 60 * 60_000,
};
export type PrintTimings = typeof printTimings;
