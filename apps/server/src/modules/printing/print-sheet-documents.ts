import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import { findJobById } from './print-jobs.repo.ts';
import { printable } from './print-moderation.ts';
import type { SheetLinks } from './print-sheet-links.ts';
import type { PrintSheets } from './print-sheets.port.ts';

export interface SheetDocuments {
  /** The sheet JPEG of a job by its signed address; null for a bad signature, an unknown job or a picture no longer printable. */
  signedSheet(jobId: string, expires: number, sig: string): Promise<Buffer | null>;
}

export function createSheetDocuments(deps: { db: Db; links: SheetLinks; sheets: PrintSheets }): SheetDocuments {
  return {
    async signedSheet(jobId, expires, sig) {
      if (!(await deps.links.verify(jobId, expires, sig))) return null;
      const job = await findJobById(deps.db, jobId);
      const shoot = job ? await findShootById(deps.db, job.shootId) : undefined;
      // A picture moderation hid since the link was made is not printed from it either.
      if (!job || job.state === 'cancelled' || !shoot || !printable(shoot)) return null;
      return (await deps.sheets.sheetFor(shoot.id)).jpeg;
    },
  };
}
