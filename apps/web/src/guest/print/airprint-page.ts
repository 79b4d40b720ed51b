/** The sheet and the paper it was rendered for (guestPrintJobSchema sheetUrl and paper). */
export interface PrintSheet {
  url: string;
  widthMm: number;
  heightMm: number;
}

/**
 * The print page's document: the page is exactly the paper (`@page` size, no margins) and the sheet
 * fills it edge to edge, so the device's print dialog (AirPrint) prints it at the size it was made for.
 */
export function airPrintHtml(sheet: PrintSheet): string {
  const size = `${sheet.widthMm}mm ${sheet.heightMm}mm`;
  const src = sheet.url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Print</title><style>
@page { size: ${size}; margin: 0 }
html, body { margin: 0; padding: 0; width: ${sheet.widthMm}mm; height: ${sheet.heightMm}mm; overflow: hidden; background: #fff }
img { display: block; width: ${sheet.widthMm}mm; height: ${sheet.heightMm}mm; object-fit: cover }
</style></head><body><img alt="" src="${src}"></body></html>`;
}

const LOAD_TIMEOUT_MS = 30_000;

/**
 * Opens the device's print dialog for the sheet: a hidden frame holds the print page, the sheet is
 * loaded first (a dialog of a blank page would print nothing), then the frame's print() runs. Resolves
 * once the dialog was handed the page (print() returns when the dialog closes, or at once on devices
 * whose dialog does not block); rejects when the sheet cannot be loaded.
 */
export async function openPrintDialog(sheet: PrintSheet, doc: Document = document): Promise<void> {
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-testid', 'airprint-frame');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  doc.body.append(frame);
  try {
    const page = frame.contentDocument;
    const view = frame.contentWindow;
    if (!page || !view) throw new Error('The print page could not be opened');
    page.open();
    page.write(airPrintHtml(sheet));
    page.close();
    const image = page.querySelector('img');
    if (!image) throw new Error('The print page has no sheet');
    await new Promise<void>((resolve, reject) => {
      if (image.complete && image.naturalWidth > 0) return resolve();
      const timer = setTimeout(() => reject(new Error('The sheet took too long to load')), LOAD_TIMEOUT_MS);
      image.addEventListener('load', () => (clearTimeout(timer), resolve()), { once: true });
      image.addEventListener('error', () => (clearTimeout(timer), reject(new Error('The sheet could not be loaded'))), { once: true });
    });
    view.focus();
    view.print();
  } finally {
    // Removing the frame at once would cancel a dialog that does not block (iOS); a minute is plenty.
    setTimeout(() => frame.remove(), 60_000);
  }
}
