import type { ErrorCode } from '@booth/shared';
import { AppError } from '@/errors.ts';

/** A refusal that names the body field it is about, so the organiser's form can show it at the field. */
export function refusedField(code: ErrorCode, path: string, message: string): AppError {
  return new AppError(code, message, [{ path, message, code: 'invalid' }]);
}

/** A pairing code that existed but ran out (410 Gone): the tablet shows a new one by itself. */
export class PairingExpired extends AppError {
  constructor() {
    const message = 'This pairing code expired; the tablet shows a new one';
    super('NOT_FOUND', message, [{ path: 'pairingCode', message, code: 'invalid' }]);
  }

  override get status(): number {
    return 410;
  }
}

export const noSuchDevice = () => new AppError('NOT_FOUND', 'No such device');
export const noSuchCampaignField = () => refusedField('NOT_FOUND', 'eventId', 'No such campaign among yours');
export const noSuchDeviceField = () => refusedField('NOT_FOUND', 'deviceId', 'No such device among yours');
