import { INVALID_LOCK_PASSWORD_MESSAGE } from '@booth/shared';
import { Conflict, Forbidden } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { verifyPassword } from '@/platform/security/passwords.ts';
import { kioskEventRow } from './kiosk-event.service.ts';

export interface KioskExitService {
  /** Resolves when `secret` is the campaign's lock password or its kiosk exit PIN; 403 "Ungültiges Passwort" otherwise. */
  exit(slug: string, secret: string): Promise<void>;
}

/**
 * Leaving a kiosk (shutter screen `exitCampaignButton`): the operator proves they may with the
 * campaign's lock password (campaigns §5) or the organiser's exit PIN, both stored as argon2id hashes.
 * A campaign with neither has nothing to check: 409, the tablet leaves after a confirmation instead.
 */
export function createKioskExitService(deps: { db: Db }): KioskExitService {
  return {
    async exit(slug, secret) {
      const row = await kioskEventRow(deps.db, slug);
      const hashes = [row.lockPasswordHash, row.kioskExitPinHash].filter((hash): hash is string => hash !== null);
      if (hashes.length === 0) throw new Conflict('This campaign has no lock password and no kiosk exit PIN to check');
      for (const hash of hashes) if (await verifyPassword(hash, secret)) return;
      throw new Forbidden(INVALID_LOCK_PASSWORD_MESSAGE);
    },
  };
}
