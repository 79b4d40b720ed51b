import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { installationSecret } from '@/modules/microsite/microsite.repo.ts';
import type { Db } from '@/platform/db/database.ts';

/** Long enough for a guest to open the print dialog and for a slow printer spooler to fetch it. */
export const SHEET_LINK_TTL_MS = 30 * 60_000;
const SECRET_NAME = 'print-sheet-links';

export interface SheetLinks {
  /** The signed address of a job's sheet JPEG (AirPrint): opens without a header until it expires. */
  urlFor(jobId: string): Promise<string>;
  /** Whether `expires` and `sig` are this installation's signature of the job's sheet and still valid. */
  verify(jobId: string, expires: number, sig: string): Promise<boolean>;
}

/**
 * Sheet links are HMACs with the installation's secret (the one the microsite's visitor keys use,
 * under its own name): the print page of a guest's browser loads the image without the guest
 * session, and a leaked link stops working after SHEET_LINK_TTL_MS.
 */
export function createSheetLinks(deps: { db: Db; publicUrl: string; now: () => Date }): SheetLinks {
  let secret: Promise<Buffer> | undefined;
  const key = () => {
    secret ??= installationSecret(deps.db, SECRET_NAME, randomBytes(32).toString('base64url'), deps.now()).then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        secret = undefined;
        throw error;
      },
    );
    return secret;
  };
  const mac = async (jobId: string, expires: number) => createHmac('sha256', await key()).update(`print-sheet\0${jobId}\0${expires}`).digest('base64url');
  return {
    async urlFor(jobId) {
      const expires = Math.floor((deps.now().getTime() + SHEET_LINK_TTL_MS) / 1000);
      return `${deps.publicUrl}/api/print-sheets/${jobId}?expires=${expires}&sig=${await mac(jobId, expires)}`;
    },
    async verify(jobId, expires, sig) {
      if (expires * 1000 < deps.now().getTime()) return false;
      const expected = Buffer.from(await mac(jobId, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
