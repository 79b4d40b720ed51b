/*
 * Names of exported files a client can work with: the campaign, when, and which picture, e.g.
 * `sommerfest_20261124-143015_k3x9a0qz.jpg`. Shoot slugs are unique, so the names in one ZIP are too.
 * Times are UTC: a file name carries no zone, and the same picture must get the same name everywhere.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYYMMDD-HHmmss` in UTC. */
export function exportTimestamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}-` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** A picture's entry name in the ZIP (and its Filename cell in the CSV). */
export function exportEntryName(campaignSlug: string, createdAt: Date, shootSlug: string, extension: string): string {
  return `${campaignSlug}_${exportTimestamp(createdAt)}_${shootSlug}.${extension}`;
}

/** The name of the downloaded archive or table itself. */
export function exportDownloadName(campaignSlug: string, at: Date, extension: 'zip' | 'csv'): string {
  return `${campaignSlug}_${exportTimestamp(at)}.${extension}`;
}
