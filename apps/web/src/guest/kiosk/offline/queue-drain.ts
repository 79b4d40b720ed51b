import type { GuestFeedback, PrintRequest } from '@booth/shared';
import { requestPrint } from '@/guest/print/print-api';
import { GuestApiError, saveFeedback, sendShootEmail, sessionHeader } from '@/guest/shared/guest-api';
import { NetworkError, xhrTransport, type UploadTransport } from '@/guest/booth/upload/upload-transport';
import { nextDue, nextWake, settleCapture, updateCapture } from './capture-queue';
import { feedbackField, type QueueDb, type QueuedCapture, type QueuedPart } from './queue-db';

/** Backoff between tries of one capture: 2 s doubling to 5 minutes, ±20 % so tablets do not retry in step. */
export const QUEUE_BACKOFF_FIRST_MS = 2_000;
export const QUEUE_BACKOFF_MAX_MS = 5 * 60_000;

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(QUEUE_BACKOFF_MAX_MS, QUEUE_BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface DrainDeps {
  db: QueueDb;
  transport?: UploadTransport;
  sendEmail?: (eventSlug: string, shootId: string, token: string, email: string) => Promise<void>;
  saveFeedback?: (eventSlug: string, shootId: string, token: string, feedback: GuestFeedback) => Promise<void>;
  sendPrint?: (shootId: string, token: string, request: PrintRequest) => Promise<unknown>;
  now?: () => number;
  random?: () => number;
  /** Told after each capture the server confirmed (the share screen, the operator's count). */
  onProgress?: () => void;
}

/** The multipart body again, in the order it was written (text fields before files). */
export function queuedForm(parts: readonly QueuedPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, part.blob, part.filename);
  }
  return form;
}

/** Server errors, timeouts and rate limits pass; a full storage on the server (507 STORAGE_FULL) too, once it has room again. */
const STORAGE_FULL_STATUS = 507;
const isRetryable = (status: number) => status === STORAGE_FULL_STATUS || status >= 500 || status === 408 || status === 429;

type Outcome = { kind: 'done' } | { kind: 'retry'; error: string } | { kind: 'refused'; error: string };

async function upload(item: QueuedCapture, transport: UploadTransport): Promise<Outcome> {
  try {
    const url = `/api/events/${encodeURIComponent(item.eventSlug)}/shoots`;
    const response = await transport({ url, body: queuedForm(item.parts), headers: sessionHeader(item.sessionToken), onProgress: () => undefined });
    if (response.status >= 200 && response.status < 300) return { kind: 'done' };
    const message = (response.body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    return isRetryable(response.status) ? { kind: 'retry', error: message } : { kind: 'refused', error: message };
  } catch (error) {
    if (error instanceof NetworkError) return { kind: 'retry', error: error.message };
    throw error;
  }
}

/** Sends the queued e-mails one by one; those left (the network failed) are kept for the next try. */
async function sendEmails(item: QueuedCapture, send: NonNullable<DrainDeps['sendEmail']>): Promise<{ left: string[]; error: string | null }> {
  for (const [index, email] of item.emails.entries()) {
    try {
      await send(item.eventSlug, item.id, item.sessionToken, email);
    } catch (error) {
      // An address the server refuses (4xx) will never go; anything else is tried again later.
      if (error instanceof GuestApiError && !isRetryable(error.status)) continue;
      return { left: item.emails.slice(index), error: error instanceof Error ? error.message : String(error) };
    }
  }
  return { left: [], error: null };
}

/**
 * Sends the prints asked while the picture waited, one by one, each with its job key (a resend after a
 * lost answer is the same job on the server). Answers the keys done with (sent, or refused for good:
 * a 4xx never changes by trying again) and the error that stopped the rest.
 */
async function sendPrints(item: QueuedCapture, send: NonNullable<DrainDeps['sendPrint']>): Promise<{ done: string[]; error: string | null }> {
  const done: string[] = [];
  for (const print of item.prints ?? []) {
    try {
      await send(item.id, item.sessionToken, print);
    } catch (error) {
      if (!(error instanceof GuestApiError && !isRetryable(error.status))) return { done, error: error instanceof Error ? error.message : String(error) };
    }
    done.push(print.jobKey);
  }
  return { done, error: null };
}

/** Answers added after the upload went (addQueuedFeedback), saved now; an error message when the network failed. */
async function syncFeedback(item: QueuedCapture, save: NonNullable<DrainDeps['saveFeedback']>): Promise<{ sent: string | null; error: string | null }> {
  const latest = feedbackField(item.parts);
  if (latest === null || latest === item.sentFeedback) return { sent: item.sentFeedback, error: null };
  try {
    await save(item.eventSlug, item.id, item.sessionToken, JSON.parse(latest) as GuestFeedback);
    return { sent: latest, error: null };
  } catch (error) {
    // Answers the server refuses (4xx) will never be taken; the picture is not held back for them.
    if (error instanceof GuestApiError && !isRetryable(error.status)) return { sent: latest, error: null };
    return { sent: item.sentFeedback, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One capture's turn: the upload unless the server confirmed it already, then the answers added
 * meanwhile, its e-mails and its prints; the capture leaves the queue only when all are done. False when nothing is due.
 */
export async function drainOne(deps: DrainDeps): Promise<boolean> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const due = await nextDue(db, now());
  if (!due) return false;
  const retryLater = (error: string) =>
    updateCapture(db, due.id, (stored) => ({ ...stored, attempts: stored.attempts + 1, nextAttemptAt: now() + backoffMs(stored.attempts + 1, deps.random), lastError: error }));

  if (due.uploadedAt === null) {
    const outcome = await upload(due, deps.transport ?? xhrTransport);
    if (outcome.kind === 'retry') return retryLater(outcome.error).then(() => true);
    if (outcome.kind === 'refused') {
      await updateCapture(db, due.id, (stored) => ({ ...stored, refused: true, lastError: outcome.error }));
      return true;
    }
    const uploadedAt = now();
    const sentFeedback = feedbackField(due.parts);
    await updateCapture(db, due.id, (stored) => ({ ...stored, uploadedAt, sentFeedback, attempts: 0, lastError: null }));
    deps.onProgress?.();
  }
  // Read again: answers or e-mails may have been added while the upload was on its way.
  const item = await db.get('captures', due.id);
  if (!item || item.uploadedAt === null) return true;
  const feedback = await syncFeedback(item, deps.saveFeedback ?? saveFeedback);
  const mails = feedback.error ? { left: item.emails, error: feedback.error } : await sendEmails(item, deps.sendEmail ?? sendShootEmail);
  if (mails.error) {
    const sentEmails = item.emails.filter((email) => !mails.left.includes(email));
    await updateCapture(db, item.id, (stored) => ({ ...stored, sentFeedback: feedback.sent, emails: stored.emails.filter((email) => !sentEmails.includes(email)) }));
    await retryLater(mails.error);
    return true;
  }
  const sentEmails = item.emails.filter((email) => !mails.left.includes(email));
  const prints = await sendPrints(item, deps.sendPrint ?? requestPrint);
  if (prints.error) {
    await updateCapture(db, item.id, (stored) => ({
      ...stored,
      sentFeedback: feedback.sent,
      emails: stored.emails.filter((email) => !sentEmails.includes(email)),
      prints: (stored.prints ?? []).filter((print) => !prints.done.includes(print.jobKey)),
    }));
    await retryLater(prints.error);
    return true;
  }
  // E-mails, prints or answers added since this turn read the item keep it for one more turn.
  if (await settleCapture(db, item.id, { emails: sentEmails, prints: prints.done, feedback: feedback.sent, at: item.uploadedAt })) deps.onProgress?.();
  return true;
}

/** Works through every capture that is due; answers when the next one will be (null: nothing waits). */
export async function drainQueue(deps: DrainDeps): Promise<number | null> {
  while (await drainOne(deps)) {
    // Each turn reads the queue again: a capture added meanwhile takes its place in capture order.
  }
  return nextWake(deps.db);
}
