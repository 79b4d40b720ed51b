import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });

/** GET /licenses (campaigns §3 Licence, §7): id, assigned, expireAt, the attached device. */
export const licenceSchema = z.object({
  id: z.uuid(),
  assigned: z.boolean(),
  expireAt: isoDate,
  valid: z.boolean(),
  device: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Licence = z.infer<typeof licenceSchema>;

export const licenceListSchema = z.object({ items: z.array(licenceSchema) });
export type LicenceList = z.infer<typeof licenceListSchema>;

/** POST /licenses/{id}/attach: the device this licence goes to (a device holds at most one). */
export const attachLicenceBodySchema = z.object({ deviceId: z.uuid() });
export type AttachLicenceBody = z.infer<typeof attachLicenceBodySchema>;
