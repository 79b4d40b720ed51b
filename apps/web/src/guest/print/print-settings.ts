import type { EventVirtualDto, Locale, SharingScreen } from '@booth/shared';

type PrintServerSettings = SharingScreen['printServer'];

/** The print server's maxNumber default (campaigns §9). */
const PRINT_SERVER_DEFAULT_MAX = 3;
/** What a guest may learn of the campaign's print server (campaigns §3 Print server). */
type GuestPrintServer = Partial<Pick<PrintServerSettings, 'enabled' | 'showIPDialog' | 'rememberIP' | 'maxNumber' | 'defaultAddress'>>;

/** How the share screen prints for this campaign (campaigns §3 Sharing screen Print, Print server, oneprint; §9 defaults). */
export interface GuestPrintSettings {
  /** The Print button (AirPrint or the venue's printer); postal prints are apart (`postal`). */
  enabled: boolean;
  method: 'airprint' | 'printServer';
  /** Printed by itself once the picture is processed, `automaticCopies` copies. */
  automatic: boolean;
  automaticCopies: number;
  /** The copies stepper's upper end: print.maxNumber, or the print server's maxNumber for that method. */
  maxCopies: number;
  /** The print server's IP dialog (showIPDialog), prefilled with its default address, kept with rememberIP. */
  ipDialog: { defaultAddress: string; remember: boolean } | null;
  /** Postal prints (oneprint), never for the cheddar white-label. */
  postal: boolean;
  /** The print paywall's price in EUR cents, or null when printing is free. */
  priceCents: number | null;
}

/**
 * Reads the print settings from the guest view of the campaign. The guest view may leave out the print
 * server (its venue address is the organiser's business) and may mark a white-label customer; both
 * are read when present, and without them the print method's own limits apply.
 */
export function guestPrintSettings(event: EventVirtualDto): GuestPrintSettings {
  const sharing = event.screens.sharing;
  const print = sharing.print;
  const server: GuestPrintServer = (sharing as { printServer?: GuestPrintServer }).printServer ?? {};
  const whiteLabel = (event as { whiteLabel?: boolean }).whiteLabel === true;
  // "Send to print server" is an option of its own (campaigns §2, §3): on by itself it prints through the venue's printer.
  // A virtual booth prints with the device's own dialog (the editor offers it no method and no print
  // server: a guest's browser away from the venue cannot reach its printer); the server holds to the same.
  const virtual = event.boothType === 'virtual';
  const viaServerOnly = !virtual && !print.enabled && server.enabled === true;
  const method = virtual ? 'airprint' : viaServerOnly ? 'printServer' : print.method;
  const viaServer = method === 'printServer';
  // The server limits a print server's copies by its maxNumber; unknown here, its default (§9) is the safe guess.
  const price = event.printPaywalled.enabled && event.printPaywalled.price > 0 ? event.printPaywalled.price : null;
  // A paid print is one copy (the price is per print; the server refuses more).
  const maxCopies = price !== null ? 1 : Math.max(1, viaServer ? (server.maxNumber ?? PRINT_SERVER_DEFAULT_MAX) : print.maxNumber);
  return {
    enabled: print.enabled || viaServerOnly,
    method,
    // A paywalled print waits for the guest's payment: it cannot start by itself.
    automatic: print.enabled && print.automatic && price === null,
    automaticCopies: Math.min(Math.max(1, print.automaticNumber), maxCopies),
    maxCopies,
    ipDialog: viaServer && server.showIPDialog ? { defaultAddress: server.defaultAddress ?? '', remember: server.rememberIP === true } : null,
    postal: sharing.oneprint.enabled && !whiteLabel,
    priceCents: price,
  };
}

/** The print price as the guest reads it: "2,50 €" in German, "€2.50" in English. */
export function formatPrice(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
