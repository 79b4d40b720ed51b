import { DEVICE_TOKEN_HEADER, singleLine } from '@booth/shared';
import { z } from 'zod';
import { AppError } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashToken } from '@/platform/security/tokens.ts';
import { findDeviceByTokenHash, type DeviceWithRelations } from './devices.repo.ts';

/** The device header as routes declare it (documented in OpenAPI; a control character or a page of text is a 400). */
export const deviceTokenHeaders = z.looseObject({ [DEVICE_TOKEN_HEADER]: singleLine().max(200).optional() });

/** The X-Device-Token a request carries, if any (an empty header counts as none). */
export function deviceTokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[DEVICE_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token || undefined;
}

export class DeviceUnknown extends AppError {
  constructor(message = 'This device is not paired (or was removed); pair it again on /devices') {
    super('DEVICE_UNKNOWN', message);
  }
}

/**
 * The one resolver of every device call: the device whose token hash matches X-Device-Token. Only
 * device tokens are looked at (an organiser's session token is no device), and a removed device's
 * row is gone, so its token stops working with the delete.
 */
export async function authenticateDevice(db: Db, token: string | undefined): Promise<DeviceWithRelations> {
  if (!token) throw new DeviceUnknown(`Send the device token in the ${DEVICE_TOKEN_HEADER} header`);
  const found = await findDeviceByTokenHash(db, hashToken(token));
  if (!found) throw new DeviceUnknown();
  return found;
}
