/** Boolean parsing accepts true, "true", 1 or "1"; everything else is false (platform §5). */
export function parseBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}
