import { EVENT_PASSWORD_HEADER } from '@booth/shared';

/** While a campaign is locked, every change carries its password in this header (campaigns §5). */
export function lockHeaders(password: string | null | undefined): Record<string, string> | undefined {
  return password ? { [EVENT_PASSWORD_HEADER]: password } : undefined;
}
