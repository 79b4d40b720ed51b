import { DOWNLOAD_LINK_REVOKE_MS } from '@booth/shared';
import { saveThroughLink } from '@/lib/download';

export const BACKUP_CODES_FILE_NAME = 'boothwerk-backup-codes.txt';

/** The text file of the backup codes: a heading the reader understands later, then one code a line. */
export function backupCodesText(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** Saves the codes as a text file through a temporary object URL (revoked after 40 s, platform §9). */
export function downloadBackupCodes(heading: string, codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([backupCodesText(heading, codes)], { type: 'text/plain;charset=utf-8' }));
  saveThroughLink(url, BACKUP_CODES_FILE_NAME);
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_REVOKE_MS);
}

/**
 * Writes text to the clipboard; false where the browser refuses. The Clipboard API exists only on
 * secure pages, so a laptop opening the app over plain http on a venue's network falls back to the
 * old copy command.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    return false;
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
