import type { DeviceQueueState, GuestFeedback, PrintRequest, ShootUploaded } from '@booth/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { addEmail, addPrint, queueState, retryAll } from './capture-queue';
import { addQueuedFeedback, queueCapture, type QueueCaptureInput } from './queue-capture';
import { kioskQueueDb, type QueueDb } from './queue-db';
import { QueueRunner } from './queue-runner';

export type QueueSnapshot = DeviceQueueState & { refused: number };

/** What the kiosk's screens use of the offline queue. */
export interface OfflineQueue {
  /** Writes the capture to the device and starts sending it; answers the shoot as the server will know it. */
  queueCapture(input: Omit<QueueCaptureInput, 'db' | 'origin'>): Promise<ShootUploaded>;
  /** An e-mail to send once the picture arrived; false when it has left the queue (send it directly). */
  addEmail(shootId: string, email: string): Promise<boolean>;
  /** A print to send once the picture arrived (its job key made on the tablet); false when it has left the queue (send it directly). */
  addPrint(shootId: string, request: PrintRequest): Promise<boolean>;
  /** Answers after the capture; false when the picture has left the queue (save them directly). */
  addFeedback(shootId: string, answers: GuestFeedback): Promise<boolean>;
  /** Whether this capture still waits on the device. */
  isWaiting(shootId: string): Promise<boolean>;
  retryNow(): Promise<void>;
  /** The queue as of the last change (null until first read). */
  state: QueueSnapshot | null;
}

/** Exported for tests that hand screens a queue of their own. */
export const OfflineQueueContext = createContext<OfflineQueue | null>(null);
const Queue = OfflineQueueContext;

/** How often the operator's figures are read again besides each change (ages move on). */
const STATE_REFRESH_MS = 10_000;
const STATE_THROTTLE_MS = 500;

/** `work` at most once per `ms`, the last call always honoured (trailing). */
function throttled(work: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  return () => {
    if (timer) return;
    const wait = Math.max(0, last + ms - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      last = Date.now();
      work();
    }, wait);
  };
}

/**
 * The paired kiosk's offline queue (issue 14): every picture is written to IndexedDB before it is sent,
 * and a runner sends it whenever the network allows. Opened once per kiosk page; with `enabled` false
 * (a plain browser, not a paired device) or without IndexedDB there is none, and screens upload directly.
 * Asks the browser to keep the storage (persist), so it is not evicted while pictures wait.
 */
export function OfflineQueueProvider(props: { enabled: boolean; children: ReactNode }) {
  const [db, setDb] = useState<QueueDb | null>(null);
  const [runner, setRunner] = useState<QueueRunner | null>(null);
  const [state, setState] = useState<QueueSnapshot | null>(null);

  useEffect(() => {
    if (!props.enabled || typeof indexedDB === 'undefined') return undefined;
    let closed = false;
    let started: QueueRunner | null = null;
    void navigator.storage?.persist?.().catch(() => false);
    kioskQueueDb().then(
      (database) => {
        if (closed) return;
        const refresh = () => void queueState(database).then((next) => !closed && setState(next), () => undefined);
        // A drain reports each picture; the figures are read again at most twice a second, not per picture.
        const runner = new QueueRunner({ db: database, onProgress: throttled(refresh, STATE_THROTTLE_MS) });
        started = runner;
        runner.start();
        setDb(database);
        setRunner(runner);
        refresh();
      },
      () => undefined,
    );
    return () => {
      closed = true;
      // The connection stays open for the page (kioskQueueDb); only this runner ends.
      started?.stop();
      setDb(null);
      setRunner(null);
    };
  }, [props.enabled]);

  useEffect(() => {
    if (!db) return undefined;
    const timer = window.setInterval(() => void queueState(db).then(setState, () => undefined), STATE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [db]);

  const refresh = useCallback(() => {
    if (db) void queueState(db).then(setState, () => undefined);
  }, [db]);

  const queue = useMemo<OfflineQueue | null>(() => {
    if (!db || !runner) return null;
    return {
      async queueCapture(input) {
        const shoot = await queueCapture({ ...input, db, origin: window.location.origin });
        runner.kick();
        refresh();
        return shoot;
      },
      async addEmail(shootId, email) {
        const queued = await addEmail(db, shootId, email);
        if (queued) runner.kick();
        return queued;
      },
      async addPrint(shootId, request) {
        const queued = await addPrint(db, shootId, request);
        if (queued) runner.kick();
        return queued;
      },
      async addFeedback(shootId, answers) {
        const queued = await addQueuedFeedback(db, shootId, answers);
        if (queued) runner.kick();
        return queued;
      },
      async isWaiting(shootId) {
        const item = await db.get('captures', shootId);
        return item !== undefined && item.uploadedAt === null;
      },
      async retryNow() {
        await retryAll(db, Date.now());
        runner.kick();
        refresh();
      },
      state,
    };
  }, [db, runner, state, refresh]);

  return <Queue.Provider value={queue}>{props.children}</Queue.Provider>;
}

/** The kiosk's offline queue, or null when the kiosk uploads directly (not a paired device, no IndexedDB). */
export function useOfflineQueue(): OfflineQueue | null {
  return useContext(Queue);
}
