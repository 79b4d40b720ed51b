import { type ExportLink, exportLinkSchema } from '@booth/shared';
import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { saveThroughLink } from '@/lib/download';

/*
 * The two exports of the picture table (campaigns §7 "Shoots and export"): ask the server for a
 * temporary single-purpose link, then let the browser download that link itself. The link streams, so
 * the browser writes a ZIP of several GB straight to disk; no blob or object URL is held by the page.
 */

export interface ZipExportOptions {
  /** The chosen pictures; an empty list exports every picture of the campaign. */
  shootIds: string[];
  /** Only the pictures marked public. */
  onlyPublic: boolean;
  /** The original captures instead of the pictures with the overlay, where an original exists. */
  nonOverlay: boolean;
}

export interface CsvExportOptions {
  /** The chosen pictures; an empty list exports every picture of the campaign. */
  shootIds: string[];
}

async function requestAndSave(request: () => Promise<ExportLink>): Promise<void> {
  try {
    const { url } = await request();
    saveThroughLink(url);
  } catch (error) {
    // Shown here so every caller reports the same way; rethrown so a caller can reset its busy state.
    notifications.show({ color: 'red', message: apiErrorMessage(i18n.t, error) });
    throw error;
  }
}

function shootsPath(slug: string, rest: string): string {
  return `/events/${encodeURIComponent(slug)}/shoots/${rest}`;
}

/** Downloads the pictures as one ZIP. A failure is shown as a notification, then rethrown. */
export function downloadZip(slug: string, options: ZipExportOptions): Promise<void> {
  const query = new URLSearchParams({ onlyPublic: options.onlyPublic ? '1' : '0', nonOverlay: options.nonOverlay ? '1' : '0' });
  return requestAndSave(() =>
    apiRequest(shootsPath(slug, `json/request?${query.toString()}`), {
      method: 'POST',
      body: { shootIDs: options.shootIds },
      schema: exportLinkSchema,
    }),
  );
}

/**
 * Downloads the pictures' data as CSV (campaigns §9), dates in the browser's time zone. A failure is
 * shown as a notification, then rethrown.
 */
export function downloadCsv(slug: string, options: CsvExportOptions): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return requestAndSave(() =>
    apiRequest(shootsPath(slug, 'csv/request'), {
      method: 'POST',
      body: { shootIDs: options.shootIds, ...(timeZone ? { timeZone } : {}) },
      schema: exportLinkSchema,
    }),
  );
}
