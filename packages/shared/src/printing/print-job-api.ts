import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { PRINT_COPIES_MAX } from '../events/sharing-options.ts';
import { printerHealthSchema } from './printer-health.ts';

const isoDate = z.iso.datetime({ offset: true });

/**
 * A print job's life (issue 25). `queued` waits for a sender; `sending` is claimed by a sender (a print
 * server at the venue, or the server itself when it may reach the printer) under a lease; `printing` has
 * an IPP job id at the printer; `held` waits for a printer that cannot print (paper out, jam, offline) or
 * for the guest's payment, and continues by itself; `done` printed (or, for AirPrint, handed to the
 * device's print dialog); `failed` gave up after its attempts; `cancelled` by the organiser or a refund.
 */
export const printJobStates = ['queued', 'sending', 'printing', 'held', 'done', 'failed', 'cancelled'] as const;
export type PrintJobState = (typeof printJobStates)[number];
/** States after which a job never prints (again). */
export const finishedPrintJobStates = ['done', 'failed', 'cancelled'] as const satisfies readonly PrintJobState[];

/**
 * How a job reaches paper: `airprint` (the device's own print dialog, campaigns §3 method airprint),
 * `printServer` (an IPP printer on the venue network, through the print server program or the server
 * itself), `postal` (oneprint: a postcard provider prints and posts it).
 */
export const printJobMethods = ['airprint', 'printServer', 'postal'] as const;
export type PrintJobMethod = (typeof printJobMethods)[number];

/** Why a job is held: the printer (its reasons are in `printer`) or a payment not yet made. */
export const printHoldReasons = ['printer', 'payment'] as const;
export type PrintHoldReason = (typeof printHoldReasons)[number];

const addressLine = (max: number) => singleLine().trim().max(max);
/**
 * A postal address (campaigns §3 Print job: recipient and sender). The country is an ISO 3166-1
 * alpha-2 code; zip and state are checked per country by `checkPostalAddress`.
 */
export const postalAddressSchema = z.object({
  firstName: addressLine(60).min(1),
  lastName: addressLine(60).min(1),
  addressLine1: addressLine(100).min(1),
  addressLine2: addressLine(100).default(''),
  city: addressLine(60).min(1),
  zip: addressLine(16).default(''),
  state: addressLine(60).default(''),
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'Expected a country code such as DE' }),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** A job key: made by the device once per print request, so a retry or a double tap is the same job. */
export const printJobKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Expected 8 to 64 letters, digits, - or _' });

/**
 * POST /api/shoots/{shootId}/print (guest: X-Booth-Session of the picture's session, or a kiosk's
 * X-Device-Token): ask for a print. The same `jobKey` answers the same job (200 instead of 201).
 */
export const printRequestSchema = z.object({
  jobKey: printJobKeySchema,
  copies: z.int().min(1).max(PRINT_COPIES_MAX),
  method: z.enum(printJobMethods),
  /** Print server method: the printer the device's IP dialog named (showIPDialog/rememberIP); else the campaign's. */
  printerAddress: z
    .string()
    .trim()
    .max(255)
    .regex(/^[a-z0-9.:[\]-]*$/i, { error: 'Expected a host name or IP address' })
    .optional(),
  /** Postal prints only. */
  recipient: postalAddressSchema.optional(),
  sender: postalAddressSchema.optional(),
  /** A paid payment session (print paywall) that this print redeems. */
  paymentSession: singleLine().max(64).optional(),
  /** Whether the guest asked (false) or the share screen printed automatically (true). */
  automatic: z.boolean().default(false),
});
export type PrintRequest = z.infer<typeof printRequestSchema>;

/** What a guest's device sees of its job (GET /api/shoots/{shootId}/print/{jobKey}). */
export const guestPrintJobSchema = z.object({
  jobKey: z.string(),
  state: z.enum(printJobStates),
  method: z.enum(printJobMethods),
  copies: z.int(),
  holdReason: z.enum(printHoldReasons).nullable(),
  /**
   * For AirPrint: the rendered sheet (JPEG, a signed address that needs no header, so a print page can
   * load it) and the paper it is for; the device builds a page with `@page { size: W H; margin: 0 }`.
   */
  sheetUrl: z.string().nullable(),
  paper: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  /** The printer as last read, so the booth can say why a print waits. */
  printer: printerHealthSchema.nullable(),
});
export type GuestPrintJob = z.infer<typeof guestPrintJobSchema>;

/** GET /api/events/{id}/printJobs: one job as the organiser sees it. */
export const printJobSchema = z.object({
  id: z.uuid(),
  jobKey: z.string(),
  shoot: z.object({ id: z.uuid(), slug: z.string(), thumbnailUrl: z.string().nullable() }),
  state: z.enum(printJobStates),
  method: z.enum(printJobMethods),
  copies: z.int(),
  automatic: z.boolean(),
  holdReason: z.enum(printHoldReasons).nullable(),
  /** The printer's address (print server method) and what the sender last read of it. */
  printerAddress: z.string().nullable(),
  printer: printerHealthSchema.nullable(),
  /** The device that asked (a kiosk) and the print server that sent it, by name. */
  deviceName: z.string().nullable(),
  printServerName: z.string().nullable(),
  ippJobId: z.int().nullable(),
  recipient: postalAddressSchema.nullable(),
  sender: postalAddressSchema.nullable(),
  paymentSession: z.string().nullable(),
  attempts: z.int(),
  lastError: z.string().nullable(),
  /** A reprint names the job it repeats. */
  reprintOf: z.uuid().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  printedAt: isoDate.nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

export const printJobListQuerySchema = z.object({
  state: z.enum(printJobStates).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Keyset cursor: the `nextCursor` of the previous page. */
  olderThan: singleLine().max(200).optional(),
});
export const printJobListSchema = z.object({ items: z.array(printJobSchema), nextCursor: z.string().nullable() });
export type PrintJobList = z.infer<typeof printJobListSchema>;

// ---- The print server program (a paired device of kind printServer) and the server's job API ----

/** POST /api/print-server/printers (X-Device-Token): the printers it found (DNS-SD) or was told, with their health. */
export const printServerPrintersReportSchema = z.object({
  appVersion: singleLine().max(40),
  printers: z
    .array(
      z.object({
        /** ipp://host:port/path as found or typed. */
        uri: singleLine().max(500).regex(/^ipps?:\/\//, { error: 'Expected an ipp:// address' }),
        name: singleLine().max(200),
        health: printerHealthSchema,
      }),
    )
    .max(50),
});
export type PrintServerPrintersReport = z.infer<typeof printServerPrintersReportSchema>;

/**
 * GET /api/print-server/jobs/next?waitSeconds=25 (X-Device-Token): long poll; claims the oldest printable
 * job for this print server under a lease (state sending) or answers 204 when none came within the wait.
 */
export const claimedPrintJobSchema = z.object({
  id: z.uuid(),
  jobKey: z.string(),
  copies: z.int(),
  /** Where to print: ipp://… (from the job, the campaign's defaultAddress, or one of the reported printers). */
  printerUri: z.string().nullable(),
  /** The sheet to send (GET with the same device token): application/pdf of the exact page size. */
  documentUrl: z.string(),
  documentFormat: z.enum(['application/pdf', 'image/jpeg']),
  /** Until when the claim holds; the print server reports before, or the job is claimed again. */
  leaseUntil: isoDate,
  /** Set when an earlier attempt already reached the printer: look it up there instead of printing again. */
  ippJobId: z.int().nullable(),
});
export type ClaimedPrintJob = z.infer<typeof claimedPrintJobSchema>;

/** POST /api/print-server/jobs/{id}/report (X-Device-Token): what happened to a claimed job. */
export const printJobReportSchema = z.object({
  state: z.enum(['sending', 'printing', 'held', 'done', 'failed']),
  ippJobId: z.int().nullable().default(null),
  printerUri: singleLine().max(500).nullable().default(null),
  printer: printerHealthSchema.nullable().default(null),
  error: singleLine().max(500).nullable().default(null),
});
export type PrintJobReport = z.infer<typeof printJobReportSchema>;

/**
 * GET /api/device/print-status (X-Device-Token): the printers serving the kiosk's open campaign and its
 * jobs, for the operator page (and for the booth's "printer needs attention" message).
 */
export const devicePrintStatusSchema = z.object({
  printers: z.array(z.object({ uri: z.string(), name: z.string(), printServerName: z.string().nullable(), health: printerHealthSchema })),
  jobs: z.object({ queued: z.int(), sending: z.int(), printing: z.int(), held: z.int(), failed: z.int() }),
});
export type DevicePrintStatus = z.infer<typeof devicePrintStatusSchema>;
