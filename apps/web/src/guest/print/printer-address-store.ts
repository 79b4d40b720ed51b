/**
 * The printer address a device's IP dialog was given (campaigns §3 Print server rememberIP): kept per
 * campaign on this device, so the next guest prints without the dialog.
 */
const key = (eventSlug: string) => `boothwerk.printerAddress.${eventSlug}`;

export function rememberedPrinterAddress(eventSlug: string): string | null {
  try {
    return window.localStorage.getItem(key(eventSlug)) || null;
  } catch {
    return null;
  }
}

export function rememberPrinterAddress(eventSlug: string, address: string): void {
  try {
    window.localStorage.setItem(key(eventSlug), address);
  } catch {
    // Without storage the dialog simply asks again next time.
  }
}

/** What the print request accepts as a printer address (printRequestSchema printerAddress): a host name or IP, optionally with a port. */
export function isPrinterAddress(value: string): boolean {
  return /^[a-z0-9.:[\]-]+$/i.test(value) && value.length <= 255;
}
