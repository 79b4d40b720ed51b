import { isLicenceValid } from '@booth/shared';
import { AppError } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { authenticateDevice } from './device-auth.ts';

/**
 * Whether a paired device (its X-Device-Token) may start a guest session of a campaign: it must be
 * the campaign owner's device and hold a valid licence (issue 14). Checked before anything is stored.
 * Only new sessions are refused: uploads of pictures a device already queued are never checked here,
 * so an expired licence drops no picture.
 */
export async function assertDeviceMayStartSession(db: Db, token: string | undefined, event: { customerId: string }, now: Date): Promise<void> {
  const { device, licence } = await authenticateDevice(db, token);
  if (device.customerId !== event.customerId) {
    throw new AppError('DEVICE_NOT_ALLOWED', "This device belongs to another organiser's account and cannot run this campaign");
  }
  if (!licence) throw new AppError('LICENCE_REQUIRED', 'This device has no licence; attach one to it on /devices to start sessions');
  if (!isLicenceValid(licence, now)) {
    throw new AppError('LICENCE_EXPIRED', `This device's licence expired on ${licence.expireAt.toISOString().slice(0, 10)}; attach a valid one on /devices to start sessions`);
  }
}
