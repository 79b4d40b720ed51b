import { z } from 'zod';
import { printerHealthSchema } from '../printing/printer-health.ts';
import { singleLine } from '../safe-text-schema.ts';
import { normalisePairingCode } from './device-rules.ts';

const isoDate = z.iso.datetime({ offset: true });

/** A device's offline queue as it reports it with each ping (what it still holds). */
export const deviceQueueStateSchema = z.object({
  /** Pictures captured and not yet confirmed by the server. */
  waiting: z.int().min(0).max(1_000_000),
  /** When the oldest of them was taken; null when none waits. */
  oldestCapturedAt: isoDate.nullable(),
  /** The last upload the server confirmed; null before the first. */
  lastUploadAt: isoDate.nullable(),
  /** The last upload error the device saw, for the operator (short). */
  lastError: singleLine().max(300).nullable(),
});
export type DeviceQueueState = z.infer<typeof deviceQueueStateSchema>;

/** The browser storage as the device sees it (StorageManager.estimate / persisted). */
export const deviceStorageStateSchema = z.object({
  usageBytes: z.int().min(0).nullable(),
  quotaBytes: z.int().min(0).nullable(),
  /** Whether the browser promised not to evict the kiosk's storage (navigator.storage.persist). */
  persisted: z.boolean().nullable(),
});
export type DeviceStorageState = z.infer<typeof deviceStorageStateSchema>;

/** POST /device/ping (X-Device-Token): what the kiosk reports every 30 s while online. */
export const devicePingSchema = z.object({
  appVersion: singleLine().max(40),
  /** The campaign the kiosk has open right now; null on its start page. */
  eventSlug: singleLine().max(64).nullable(),
  /** Null while the kiosk has no offline queue (a browser without IndexedDB). */
  queue: deviceQueueStateSchema.nullable(),
  storage: deviceStorageStateSchema.nullable(),
});
export type DevicePing = z.infer<typeof devicePingSchema>;

export const deviceLicenceSchema = z.object({
  id: z.uuid(),
  expireAt: isoDate,
  valid: z.boolean(),
});
export type DeviceLicence = z.infer<typeof deviceLicenceSchema>;

/**
 * What a paired device is (issue 25): a `kiosk` (a tablet running the booth, needs a licence) or a
 * `printServer` (the print server program at the venue: it pulls print jobs and needs no licence).
 */
export const deviceKinds = ['kiosk', 'printServer'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** A printer a print server reported (POST /print-server/printers), with its health as last read. */
export const reportedPrinterSchema = z.object({ uri: z.string(), name: z.string(), health: printerHealthSchema });
export type ReportedPrinter = z.infer<typeof reportedPrinterSchema>;

/** The unfinished print jobs a device serves (print server) or asked for (kiosk). */
export const devicePrintQueueSchema = z.object({ queued: z.int(), held: z.int(), printing: z.int(), failed: z.int() });
export type DevicePrintQueue = z.infer<typeof devicePrintQueueSchema>;

export const deviceEventSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string(), boothType: z.enum(['ipad', 'virtual']) });

/** GET /devices: one of the organiser's devices (platform §3 Device, §7 Devices). */
export const deviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(deviceKinds),
  /** The campaign the organiser assigned; the kiosk opens it. */
  event: deviceEventSchema.nullable(),
  online: z.boolean(),
  lastPingAt: isoDate.nullable(),
  pairedAt: isoDate,
  appVersion: z.string().nullable(),
  /** The campaign slug the device last reported having open. */
  runningEventSlug: z.string().nullable(),
  queue: deviceQueueStateSchema.nullable(),
  storage: deviceStorageStateSchema.nullable(),
  licence: deviceLicenceSchema.nullable(),
  /** Print servers: the printers they reported, and when (null for kiosks and before the first report). */
  printers: z.array(reportedPrinterSchema).nullable(),
  printersReportedAt: isoDate.nullable(),
  printQueue: devicePrintQueueSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListSchema = z.object({ items: z.array(deviceSchema) });
export type DeviceList = z.infer<typeof deviceListSchema>;

export const deviceNameSchema = singleLine().trim().min(1, { error: 'Enter a name' }).max(60);

/** As typed (spaces, a dash, any case); bounded and one line, so a pasted page is refused before it is read. */
export const pairingCodeSchema = singleLine().max(32).transform((value, context) => {
  const code = normalisePairingCode(value);
  if (!code) {
    context.addIssue({ code: 'custom', message: 'Enter the 8-character code the tablet shows' });
    return z.NEVER;
  }
  return code;
});

/** POST /devices: the organiser confirms the code a kiosk shows; the device is theirs from then on. */
export const createDeviceBodySchema = z.object({
  pairingCode: pairingCodeSchema,
  name: deviceNameSchema,
  eventId: z.uuid().nullable().optional(),
});
export type CreateDeviceBody = z.input<typeof createDeviceBodySchema>;

/** PUT /devices/{id}: rename (platform §7 `{name}`) and assign a campaign (null: none). */
export const updateDeviceBodySchema = z
  .object({ name: deviceNameSchema.optional(), eventId: z.uuid().nullable().optional() })
  .refine((body) => body.name !== undefined || body.eventId !== undefined, { error: 'Send a name or an eventId' });
export type UpdateDeviceBody = z.infer<typeof updateDeviceBodySchema>;

/**
 * POST /devices/pairings (public, rate limited): a kiosk asks for a pairing code. It makes its own
 * device token and sends only its SHA-256 (hex), so the token never travels back: once the organiser
 * confirms the code, that token is the device's key.
 */
export const pairingRequestSchema = z.object({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'tokenHash must be a SHA-256 in hex' }),
  appVersion: singleLine().max(40),
  /** A kiosk unless the print server program asks. */
  kind: z.enum(deviceKinds).default('kiosk'),
});
export type PairingRequest = z.input<typeof pairingRequestSchema>;

export const pairingCreatedSchema = z.object({
  id: z.uuid(),
  /** Stored form, 8 characters; show it with formatPairingCode. */
  code: z.string(),
  expiresAt: isoDate,
});
export type PairingCreated = z.infer<typeof pairingCreatedSchema>;

/** GET /device (X-Device-Token) and the answer to each ping: what the kiosk may do now. */
export const deviceSelfSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(deviceKinds),
  event: deviceEventSchema.nullable(),
  licence: deviceLicenceSchema.nullable(),
  /** Whether the kiosk may start guest sessions; when not, `blocked` says why. */
  canStart: z.boolean(),
  blocked: z.enum(['noLicence', 'licenceExpired', 'noCampaign']).nullable(),
});
export type DeviceSelf = z.infer<typeof deviceSelfSchema>;

/** GET /devices/pairings/{id} (X-Device-Token of the pairing): pending until the organiser confirms. */
export const pairingStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expiresAt: isoDate }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('paired'), device: deviceSelfSchema }),
]);
export type PairingStatus = z.infer<typeof pairingStatusSchema>;
