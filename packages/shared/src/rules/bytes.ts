const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Byte sizes in base-1000 units from B to YB with (at most) two decimals; negatives carry a sign
 * (platform §9). `formatBytes(1234)` → `1.23 KB`, `formatBytes(-1500)` → `-1.5 KB`.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes === 0) return '0 B';
  const sign = bytes < 0 ? '-' : '';
  const abs = Math.abs(bytes);
  const index = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log10(abs) / 3)));
  const value = Number.parseFloat((abs / 1000 ** index).toFixed(decimals));
  return `${sign}${value} ${UNITS[index]}`;
}
