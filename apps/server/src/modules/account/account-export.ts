import { Readable } from 'node:stream';
import { exportDownloadName, exportEntryName, PRODUCT_NAME } from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerWithPlans } from '@/modules/customers/customers.repo.ts';
import { toEvent } from '@/modules/events/event-views.ts';
import { listAllEvents } from '@/modules/events/events.repo.ts';
import { exportShoots } from '@/modules/exports/exports.repo.ts';
import { exportedExtension, exportedFile, openStored } from '@/modules/exports/zip-export.ts';
import { zipStream, type ZipSource } from '@/modules/exports/zip-stream.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { assetFilesOf, auditLogOf } from './account.repo.ts';
import type { ProfileService } from './profile.service.ts';

export interface AccountExport {
  fileName: string;
  body: Readable;
}

export interface AccountExportDeps {
  db: Db;
  files: FileStore;
  now: () => Date;
  log: Logger;
  profile: ProfileService;
}

/** Types stored compressed already: deflating them again costs CPU for nothing. */
const PACKED = /^(image\/(jpeg|png|webp|gif|avif)|video\/|audio\/|font\/woff2?|application\/zip)/;

function jsonEntry(name: string, value: unknown, at: Date): ZipSource {
  const data = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return { name, mtime: at, size: data.length, compress: true, open: async () => Readable.from([data]) };
}

/** A name a ZIP entry can carry on every system: no separators, no control or odd characters, bounded. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80) || 'file';
}

async function* accountSources(deps: AccountExportDeps, auth: AuthContext, at: Date): AsyncGenerator<ZipSource> {
  const { db, files } = deps;
  const withPlans = await findCustomerWithPlans(db, auth.customerId);
  const auditLog = (await auditLogOf(db, auth.customerId)).map((entry) => ({ ...entry, at: entry.at.toISOString() }));
  yield jsonEntry('account.json', { exportedAt: at.toISOString(), profile: await deps.profile.get(auth), plans: withPlans?.plans ?? [], auditLog }, at);

  for (const campaign of await listAllEvents(db, auth.customerId)) {
    const folder = `campaigns/${campaign.slug}`;
    yield jsonEntry(`${folder}/campaign.json`, toEvent(campaign), at);
    // The pictures as the campaign's ZIP export has them: the final files of the ready ones.
    for await (const shoot of exportShoots(db, { eventId: campaign.id, shootIds: [], onlyPublic: false, readyOnly: true })) {
      const file = exportedFile(shoot, false);
      if (!file) continue;
      yield {
        name: `${folder}/pictures/${exportEntryName(campaign.slug, shoot.createdAt, shoot.slug, exportedExtension(file))}`,
        mtime: shoot.createdAt,
        size: file.size,
        compress: false,
        open: () => openStored(files, file.path),
      };
    }
  }

  for (const asset of await assetFilesOf(db, auth.customerId)) {
    yield {
      name: `assets/${asset.assetType}/${asset.id}_${safeName(asset.originalname)}`,
      mtime: asset.createdAt,
      size: asset.fileSize,
      compress: !PACKED.test(asset.mimetype),
      open: () => openStored(files, asset.fileKey),
    };
  }
}

/**
 * GET /customers/export: everything of the account as one streamed ZIP — account.json (profile,
 * plans, audit log), each campaign's settings and final pictures, and the asset files — built with the
 * campaign export's streaming (zip-stream.ts), so a large account never sits in memory.
 */
export function exportAccount(deps: AccountExportDeps, auth: AuthContext): AccountExport {
  const at = deps.now();
  return {
    fileName: exportDownloadName(`${PRODUCT_NAME.toLowerCase()}-account`, at, 'zip'),
    body: zipStream(accountSources(deps, auth, at), {
      onMissing: (source) => deps.log.warn({ customerId: auth.customerId, entry: source.name }, 'account export: file gone, left out of the ZIP'),
    }),
  };
}
