import type { DeviceQueueState, PrintRequest } from '@booth/shared';
import { feedbackField, type QueueDb, type QueuedCapture } from './queue-db';

const LAST_UPLOAD = 'lastUploadAt';
const LAST_ERROR_MAX = 300;

/** What the operator and the device's ping report of the queue (shared DeviceQueueState). */
export async function queueState(db: QueueDb): Promise<DeviceQueueState & { refused: number }> {
  const items = await db.getAllFromIndex('captures', 'capturedAt');
  const waiting = items.filter((item) => item.uploadedAt === null);
  const lastUploadAt = await db.get('meta', LAST_UPLOAD);
  const lastError = items.findLast((item) => item.lastError)?.lastError ?? null;
  return {
    waiting: waiting.length,
    oldestCapturedAt: waiting[0] ? new Date(waiting[0].capturedAt).toISOString() : null,
    lastUploadAt: lastUploadAt ? new Date(lastUploadAt).toISOString() : null,
    lastError: lastError ? lastError.slice(0, LAST_ERROR_MAX) : null,
    refused: items.filter((item) => item.refused).length,
  };
}

/**
 * Writes a capture before its first try. The same id twice keeps the first (a double tap queues one
 * picture); answers the capture as kept, so a caller that lost the race shows the kept microsite slug.
 */
export async function enqueue(db: QueueDb, item: QueuedCapture): Promise<QueuedCapture> {
  const tx = db.transaction('captures', 'readwrite');
  const kept = await tx.store.get(item.id);
  if (!kept) await tx.store.add(item);
  await tx.done;
  return kept ?? item;
}

/** Adds an e-mail to a queued capture; false when it is no longer queued (then send it directly). */
export async function addEmail(db: QueueDb, id: string, email: string): Promise<boolean> {
  const tx = db.transaction('captures', 'readwrite');
  const item = await tx.store.get(id);
  if (item && !item.emails.includes(email)) await tx.store.put({ ...item, emails: [...item.emails, email] });
  await tx.done;
  return item !== undefined;
}

/**
 * Adds a print to a capture still on the device; false when it has left the queue (then send it
 * directly). The same job key twice keeps one print: a double tap stores one request.
 */
export async function addPrint(db: QueueDb, id: string, request: PrintRequest): Promise<boolean> {
  const tx = db.transaction('captures', 'readwrite');
  const item = await tx.store.get(id);
  const prints = item?.prints ?? [];
  if (item && !prints.some((print) => print.jobKey === request.jobKey)) await tx.store.put({ ...item, prints: [...prints, request] });
  await tx.done;
  return item !== undefined;
}

/**
 * The oldest capture due for a try at `now` (refused ones wait for the operator). Walks the capture
 * order with a cursor and stops at the first due one: a long queue is not read whole for every upload.
 */
export async function nextDue(db: QueueDb, now: number): Promise<QueuedCapture | undefined> {
  const tx = db.transaction('captures');
  for await (const cursor of tx.store.index('capturedAt').iterate()) {
    const item = cursor.value;
    if (!item.refused && item.nextAttemptAt <= now) return item;
  }
  return undefined;
}

/** When the next try is due (the earliest retry time), or null when nothing waits. */
export async function nextWake(db: QueueDb): Promise<number | null> {
  const items = (await db.getAll('captures')).filter((item) => !item.refused);
  return items.length === 0 ? null : Math.min(...items.map((item) => item.nextAttemptAt));
}

/** Changes what is stored of a capture (read and written in one transaction). */
export async function updateCapture(db: QueueDb, id: string, change: (item: QueuedCapture) => QueuedCapture): Promise<void> {
  const tx = db.transaction('captures', 'readwrite');
  const item = await tx.store.get(id);
  if (item) await tx.store.put(change(item));
  await tx.done;
}

/**
 * The server has the upload and what was sent after it (`sent`): the capture leaves the device, in the
 * same transaction that checks nothing was added meanwhile (an e-mail typed, a print asked, an answer given). When
 * something was, the sent part is recorded and false answers that another turn is needed.
 */
export async function settleCapture(
  db: QueueDb,
  id: string,
  sent: { emails: readonly string[]; prints?: readonly string[]; feedback: string | null; at: number },
): Promise<boolean> {
  const tx = db.transaction(['captures', 'meta'], 'readwrite');
  const captures = tx.objectStore('captures');
  const item = await captures.get(id);
  let settled = true;
  if (item) {
    const emails = item.emails.filter((email) => !sent.emails.includes(email));
    const prints = (item.prints ?? []).filter((print) => !(sent.prints ?? []).includes(print.jobKey));
    if (emails.length > 0 || prints.length > 0 || feedbackField(item.parts) !== sent.feedback) {
      settled = false;
      await captures.put({ ...item, emails, prints, sentFeedback: sent.feedback });
    } else {
      await captures.delete(id);
      await tx.objectStore('meta').put(sent.at, LAST_UPLOAD);
    }
  }
  await tx.done;
  return settled;
}

/** The operator's "retry now": everything waiting, refused ones included, is due at once. */
export async function retryAll(db: QueueDb, now: number): Promise<void> {
  const tx = db.transaction('captures', 'readwrite');
  for (const item of await tx.store.getAll()) await tx.store.put({ ...item, refused: false, nextAttemptAt: now });
  await tx.done;
}
