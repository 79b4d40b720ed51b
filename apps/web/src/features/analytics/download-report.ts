import { DOWNLOAD_LINK_REVOKE_MS, exportTimestamp } from '@booth/shared';
import { saveThroughLink } from '@/lib/download';

/** Saves the report CSV made in the page; its object URL is revoked after 40 s (platform §7). */
export function downloadReportCsv(text: string, slug: string, at: Date): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  saveThroughLink(url, `${slug}_analytics_${exportTimestamp(at)}.csv`);
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_REVOKE_MS);
}
