import { exportEntryName, shootFileExtension } from '@booth/shared';
import type { Readable } from 'node:stream';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { ZipLinkParams } from './export-links.ts';
import { exportShoots, type ExportShoot } from './exports.repo.ts';
import { zipStream, type ZipSource } from './zip-stream.ts';

/** The file a picture contributes: the final (overlayed) one, or with nonOverlay the original where there is one. */
export function exportedFile(shoot: Pick<ExportShoot, 'renditions'>, nonOverlay: boolean): StoredFile | undefined {
  const { main, original } = shoot.renditions;
  return nonOverlay ? (original ?? main) : main;
}

/** The extension of an exported file: by its type, else by its key. */
export function exportedExtension(file: StoredFile): string {
  return shootFileExtension(file.mimetype) ?? /\.([a-z0-9]{1,8})$/i.exec(file.path)?.[1]?.toLowerCase() ?? 'bin';
}

export async function openStored(files: FileStore, key: string): Promise<Readable | undefined> {
  try {
    return (await files.get(key)).stream;
  } catch (error) {
    // Deleted while the export ran (the organiser removed the picture): leave it out, keep the archive.
    if (error instanceof FileStoreError && error.reason === 'not-found') return undefined;
    throw error;
  }
}

async function* zipSources(deps: ZipExportDeps, event: EventRow, params: ZipLinkParams): AsyncGenerator<ZipSource> {
  const selection = { eventId: event.id, shootIds: params.shootIds, onlyPublic: params.onlyPublic, readyOnly: true };
  for await (const shoot of exportShoots(deps.db, selection)) {
    const file = exportedFile(shoot, params.nonOverlay);
    if (!file) continue;
    yield {
      name: exportEntryName(event.slug, shoot.createdAt, shoot.slug, exportedExtension(file)),
      mtime: shoot.createdAt,
      size: file.size,
      // Every type a shoot file has (JPEG, PNG, WebP, GIF, MP4, WebM, MOV) is compressed already.
      compress: shootFileExtension(file.mimetype) === undefined,
      open: () => openStored(deps.files, file.path),
    };
  }
}

export interface ZipExportDeps {
  db: Db;
  files: FileStore;
  log: Logger;
}

/** The campaign's chosen pictures as a streamed ZIP (campaigns §7); processing and failed pictures are skipped. */
export function zipExport(deps: ZipExportDeps, event: EventRow, params: ZipLinkParams): Readable {
  return zipStream(zipSources(deps, event, params), {
    onMissing: (source) => deps.log.warn({ eventId: event.id, entry: source.name }, 'export: file gone, left out of the ZIP'),
  });
}
