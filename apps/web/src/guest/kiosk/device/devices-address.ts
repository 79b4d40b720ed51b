import { localePath, type Locale } from '@booth/shared';

/** The organiser's device screen on this installation (platform §2 `/devices`), as the operator types it. */
export function devicesAddress(locale: Locale): string {
  return `${window.location.host}${localePath('/devices', locale)}`;
}

/** The device screen with the code filled in, for the QR code a phone scans. */
export function devicesPairUrl(code: string, locale: Locale): string {
  return `${window.location.origin}${localePath('/devices', locale)}?pair=${encodeURIComponent(code)}`;
}
