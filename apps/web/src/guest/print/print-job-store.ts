import type { PrintJobMethod } from '@booth/shared';

/**
 * What the device remembers of one print of one picture (issue 25: printed exactly once): the job key
 * made for it and the payment that pays it. Kept in localStorage, so a re-render, a reload or a second
 * tap sends the same key (the server answers the same job) and never pays a second time.
 */
export interface StoredPrint {
  jobKey: string;
  /** The paid (or still open) payment session of the print paywall. */
  paymentSession: string | null;
}

/** One print flow per picture and kind: the Print button (and its automatic print), and postal prints. */
export type PrintSlot = 'print' | 'postal';

const storageKey = (shootId: string, slot: PrintSlot) => `boothwerk.print.${shootId}.${slot}`;

/** A fresh job key: 32 hex characters from the browser's random source. */
export function newJobKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

function read(shootId: string, slot: PrintSlot): StoredPrint | null {
  try {
    const raw = window.localStorage.getItem(storageKey(shootId, slot));
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredPrint>) : null;
    return parsed && typeof parsed.jobKey === 'string' ? { jobKey: parsed.jobKey, paymentSession: parsed.paymentSession ?? null } : null;
  } catch {
    return null;
  }
}

/** Memory copy for browsers without storage (private mode): still one key per page life. */
const memory = new Map<string, StoredPrint>();

export function loadPrint(shootId: string, slot: PrintSlot): StoredPrint | null {
  return read(shootId, slot) ?? memory.get(storageKey(shootId, slot)) ?? null;
}

export function savePrint(shootId: string, slot: PrintSlot, print: StoredPrint): void {
  memory.set(storageKey(shootId, slot), print);
  try {
    window.localStorage.setItem(storageKey(shootId, slot), JSON.stringify(print));
  } catch {
    // Storage full or refused: the memory copy keeps this page from printing twice.
  }
}

/** The picture's print as stored, or a new one (stored before anything is sent). */
export function printFor(shootId: string, slot: PrintSlot): StoredPrint {
  const kept = loadPrint(shootId, slot);
  if (kept) return kept;
  const made = { jobKey: newJobKey(), paymentSession: null };
  savePrint(shootId, slot, made);
  return made;
}

/** After a job failed or was cancelled, the guest's next try is a new job (a new key and, behind a paywall, a new payment: the old one was used). */
export function renewPrint(shootId: string, slot: PrintSlot): StoredPrint {
  const made = { jobKey: newJobKey(), paymentSession: null };
  savePrint(shootId, slot, made);
  return made;
}

/** The slot a method's prints belong to. */
export const slotOf = (method: PrintJobMethod): PrintSlot => (method === 'postal' ? 'postal' : 'print');
