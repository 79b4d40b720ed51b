import { localePath } from '@booth/shared';
import { useLocale } from '@/lib/locale';

/** Where a tablet starts: the kiosk's start page on this server, which shows its pairing code. */
export function useKioskAddress(): string {
  const locale = useLocale();
  return `${window.location.origin}${localePath('/kiosk', locale)}`;
}
