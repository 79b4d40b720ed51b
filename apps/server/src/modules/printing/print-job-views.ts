import type { GuestPrintJob, PrintJob } from '@booth/shared';
import { fileUrl } from '@/modules/shoots/shoot-views.ts';
import type { PrintJobListRow } from './print-jobs.repo.ts';
import type { PrintJobRow } from './print-jobs.table.ts';

/** What the organiser's list shows of a job (GET /events/{id}/printJobs). */
export function toPrintJobDto({ job, shootSlug, shootRenditions, deviceName, printServerName }: PrintJobListRow): PrintJob {
  const thumbnail = shootRenditions.thumbnail;
  return {
    id: job.id,
    jobKey: job.jobKey,
    shoot: { id: job.shootId, slug: shootSlug, thumbnailUrl: thumbnail ? fileUrl(thumbnail.path) : null },
    state: job.state,
    method: job.method,
    copies: job.copies,
    automatic: job.automatic,
    holdReason: job.holdReason,
    printerAddress: job.printerUri ?? job.printerAddress,
    printer: job.printer,
    deviceName,
    printServerName,
    ippJobId: job.ippJobId,
    recipient: job.recipient,
    sender: job.sender,
    paymentSession: job.paymentSession,
    attempts: job.attempts,
    lastError: job.lastError,
    reprintOf: job.reprintOf,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    printedAt: job.printedAt?.toISOString() ?? null,
  };
}

/** What the guest's device sees; the sheet (AirPrint) once the picture can be printed. */
export function toGuestPrintJob(job: PrintJobRow, sheet: { url: string; paper: { widthMm: number; heightMm: number } } | null): GuestPrintJob {
  return {
    jobKey: job.jobKey,
    state: job.state,
    method: job.method,
    copies: job.copies,
    holdReason: job.holdReason,
    sheetUrl: sheet?.url ?? null,
    paper: sheet?.paper ?? null,
    printer: job.printer,
  };
}
