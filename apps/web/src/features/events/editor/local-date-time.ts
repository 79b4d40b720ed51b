const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A stored ISO timestamp as the value of an `<input type="datetime-local">`: the organiser's own
 * wall-clock time, to the minute. Empty for no date or an unreadable one.
 */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's wall-clock value back to an ISO timestamp (UTC, with offset `Z`); null when cleared or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
