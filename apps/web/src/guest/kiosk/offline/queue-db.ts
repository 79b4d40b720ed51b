import type { Locale, PrintRequest, UploadCaptureKind } from '@booth/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One part of the upload's multipart body, as stored: a text field, or a file (IndexedDB keeps Blobs). */
export type QueuedPart = { name: string; value: string } | { name: string; blob: Blob; filename: string };

/** The `feedback` text field of an upload, if it has one. */
export function feedbackField(parts: readonly QueuedPart[]): string | null {
  const part = parts.find((candidate) => candidate.name === 'feedback' && 'value' in candidate);
  return part && 'value' in part ? part.value : null;
}

/**
 * A capture on its way to the server (issue 14, offline-first kiosk): the whole upload as it will be
 * sent, written before the first try, so a reload, a crashed tab or a restarted tablet loses nothing.
 * Only the server's confirmation removes it; a refusal keeps it for the operator.
 */
export interface QueuedCapture {
  /** The shoot id the browser made: every try sends it, so the server stores the picture once. */
  id: string;
  eventSlug: string;
  /** The guest session it was taken in (X-Booth-Session). */
  sessionToken: string;
  /** The microsite slug fixed on the device: the QR code shown at once works when the picture arrives. */
  slug: string;
  locale: Locale;
  kind: UploadCaptureKind;
  parts: QueuedPart[];
  /** Addresses the guest asked the picture to be e-mailed to, sent once the upload is confirmed. */
  emails: string[];
  /**
   * Prints the guest asked for (issue 25), each with the job key made on the tablet, sent once the
   * upload is confirmed; the key makes a resend the same job. Absent in captures stored before prints.
   */
  prints?: PrintRequest[];
  /** Set once the server confirmed the upload; the item stays until its e-mails (and late answers) are sent too. */
  uploadedAt: number | null;
  /** The `feedback` field the server has (what the upload carried, then each save): answers added later differ. */
  sentFeedback: string | null;
  capturedAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The server refused it (4xx other than 408/429): not retried by itself, kept for the operator. */
  refused: boolean;
}

interface QueueSchema extends DBSchema {
  captures: { key: string; value: QueuedCapture; indexes: { capturedAt: number } };
  meta: { key: string; value: number };
}

export type QueueDb = IDBPDatabase<QueueSchema>;

export const QUEUE_DB_NAME = 'boothwerk-kiosk';

/** The kiosk's own database. Versioned with `upgrade`: a later schema adds stores, it never drops the queue. */
export function openQueueDb(name = QUEUE_DB_NAME): Promise<QueueDb> {
  return openDB<QueueSchema>(name, 1, {
    upgrade(db) {
      const captures = db.createObjectStore('captures', { keyPath: 'id' });
      captures.createIndex('capturedAt', 'capturedAt');
      db.createObjectStore('meta');
    },
  });
}

let shared: Promise<QueueDb> | null = null;

/**
 * The kiosk page's one connection, opened on first use and kept for the page's life: the queue's
 * runner, the screens and the device's ping all read the same database. A failed open is retried
 * by the next caller (storage may come back, e.g. after the operator freed space).
 */
export function kioskQueueDb(): Promise<QueueDb> {
  if (!shared) {
    const opening = openQueueDb();
    shared = opening;
    opening.catch(() => {
      if (shared === opening) shared = null;
    });
  }
  return shared;
}
