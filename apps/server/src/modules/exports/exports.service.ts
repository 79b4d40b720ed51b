import { exportDownloadName, type ExportLink } from '@booth/shared';
import type { Readable } from 'node:stream';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { noSuchCampaign, ownedEvent } from '@/modules/events/owned-event.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { csvExport } from './csv-export.ts';
import { createExportLink, csvLinkParams, openExportLink, zipLinkParams } from './export-links.ts';
import { zipExport } from './zip-export.ts';

export interface ExportDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

export interface ExportsService {
  /** POST /events/{slug}/shoots/json/request: a link to the ZIP of the chosen pictures (none chosen = all). */
  requestZip(auth: AuthContext, idOrSlug: string, request: { shootIds: string[]; onlyPublic: boolean; nonOverlay: boolean }): Promise<ExportLink>;
  /** POST /events/{slug}/shoots/csv/request: a link to the CSV of the chosen pictures, dates in `timeZone` (default UTC). */
  requestCsv(auth: AuthContext, idOrSlug: string, request: { shootIds: string[]; timeZone?: string }): Promise<ExportLink>;
  /** GET of a ZIP link: the archive as a stream. */
  openZip(token: string): Promise<ExportDownload>;
  /** GET of a CSV link: the table as a stream. */
  openCsv(token: string): Promise<ExportDownload>;
}

export interface ExportsServiceDeps {
  db: Db;
  files: FileStore;
  now: () => Date;
  log: Logger;
  publicUrl: string;
}

export function createExportsService(deps: ExportsServiceDeps): ExportsService {
  const { db, now } = deps;

  async function linkedEvent(eventId: string): Promise<EventRow> {
    const event = await findEventById(db, eventId);
    if (!event) throw noSuchCampaign();
    return event;
  }

  return {
    async requestZip(auth, idOrSlug, request) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      return createExportLink(deps, { kind: 'zip', customerId: auth.customerId, eventId: event.id, params: request });
    },

    async requestCsv(auth, idOrSlug, request) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const params = { shootIds: request.shootIds, timeZone: request.timeZone ?? 'UTC' };
      return createExportLink(deps, { kind: 'csv', customerId: auth.customerId, eventId: event.id, params });
    },

    async openZip(token) {
      const link = await openExportLink(deps, 'zip', token);
      const event = await linkedEvent(link.eventId);
      return {
        fileName: exportDownloadName(event.slug, now(), 'zip'),
        contentType: 'application/zip',
        body: zipExport(deps, event, zipLinkParams.parse(link.params)),
      };
    },

    async openCsv(token) {
      const link = await openExportLink(deps, 'csv', token);
      const event = await linkedEvent(link.eventId);
      return {
        fileName: exportDownloadName(event.slug, now(), 'csv'),
        contentType: 'text/csv; charset=utf-8',
        body: await csvExport(deps, event, csvLinkParams.parse(link.params)),
      };
    },
  };
}
