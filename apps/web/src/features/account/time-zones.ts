import { DEFAULT_TIME_ZONE } from '@booth/shared';

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** The zones the browser knows (IANA names); an old browser without the list still offers the defaults. */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIME_ZONE, 'UTC'];
  }
}

/** "GMT+1", "GMT-4:30", "GMT": the zone's offset now, as Intl writes it. */
export function zoneOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** "America/New York (GMT-5)": readable, and searchable by city or offset. */
export function timeZoneLabel(zone: string, at = new Date()): string {
  const offset = zoneOffset(zone, at);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

/** This browser's own zone, the first suggestion. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The picker's list: the saved zone and the browser's own first (deduplicated), then every other zone
 * alphabetically. A saved zone the browser does not list (an old alias) is kept so it stays selected.
 */
export function timeZoneOptions(current: string, own: string | null = browserTimeZone(), at = new Date()): { suggested: TimeZoneOption[]; others: TimeZoneOption[] } {
  const first = [...new Set([current, own].filter((zone): zone is string => Boolean(zone)))];
  const option = (zone: string): TimeZoneOption => ({ value: zone, label: timeZoneLabel(zone, at) });
  const others = knownZones()
    .filter((zone) => !first.includes(zone))
    .sort()
    .map(option);
  return { suggested: first.map(option), others };
}
