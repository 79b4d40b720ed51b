import { drainQueue, type DrainDeps } from './queue-drain';

/** Only one tab of the kiosk uploads at a time (a second window would send every picture twice). */
export const QUEUE_LOCK = 'boothwerk-kiosk-queue';

/**
 * Keeps the queue moving: drains it now, again when the browser says it is online, when a capture is
 * added (`kick`), and at the next retry time. Uploads never overlap; a kick during a drain runs
 * another drain right after it, so a capture added meanwhile is not left until the next retry.
 */
export class QueueRunner {
  private running = false;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly onOnline = () => this.kick();

  constructor(private readonly deps: DrainDeps) {}

  start(): void {
    window.addEventListener('online', this.onOnline);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.timer);
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    clearTimeout(this.timer);
    void this.run();
  }

  private async run(): Promise<void> {
    let wake: number | null;
    try {
      do {
        this.again = false;
        wake = await this.withLock(() => drainQueue(this.deps));
      } while (this.again && !this.stopped);
    } catch {
      // The database failed (quota, a browser shutting down): try again in a while.
      wake = Date.now() + 30_000;
    } finally {
      this.running = false;
    }
    if (wake !== null && !this.stopped) this.timer = setTimeout(() => this.kick(), Math.max(0, wake - Date.now()));
  }

  private withLock<T>(work: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? (locks.request(QUEUE_LOCK, work) as Promise<T>) : work();
  }
}
