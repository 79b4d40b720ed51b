import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PostalAddress } from '@booth/shared';

/** A postcard is 6×4 inches (the 4:6 paper of campaigns §9 turned on its side for the address side). */
const LONG = 6 * 72;
const SHORT = 4 * 72;
const MARGIN = 18;

/** The lines an address is written in (name, street, town with postcode, country). */
export function addressLines(address: PostalAddress): string[] {
  const town = ['GB', 'US', 'IE'].includes(address.country)
    ? [address.city, address.state, address.zip].filter(Boolean).join(' ')
    : [address.zip, address.city].filter(Boolean).join(' ') + (address.state ? `, ${address.state}` : '');
  return [`${address.firstName} ${address.lastName}`, address.addressLine1, address.addressLine2, town, address.country].filter((line) => line.trim() !== '');
}

/**
 * The picture side: the sheet on a postcard page in the sheet's own orientation, scaled to fill it
 * (a 4:6 sheet fills it exactly).
 */
export async function addPictureSide(pdf: PDFDocument, jpeg: Buffer): Promise<void> {
  const image = await pdf.embedJpg(jpeg);
  const landscape = image.width >= image.height;
  const page = pdf.addPage(landscape ? [LONG, SHORT] : [SHORT, LONG]);
  const scale = Math.max(page.getWidth() / image.width, page.getHeight() / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (page.getWidth() - width) / 2, y: (page.getHeight() - height) / 2, width, height });
}

/**
 * The address side: sender on the left, recipient on the right, as on any postcard; `label` (when set)
 * runs across the top in red, for the local provider's "not posted" mark.
 */
export async function addAddressSide(pdf: PDFDocument, input: { recipient: PostalAddress | null; sender: PostalAddress | null; label?: string }): Promise<void> {
  const page = pdf.addPage([LONG, SHORT]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  if (input.label) page.drawText(winAnsi(input.label), { x: MARGIN, y: SHORT - MARGIN - 12, size: 12, font: bold, color: rgb(0.8, 0, 0) });
  page.drawLine({ start: { x: LONG / 2, y: MARGIN }, end: { x: LONG / 2, y: SHORT - MARGIN - 24 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  if (input.sender) writeBlock(page, font, ['From:', ...addressLines(input.sender)], MARGIN, SHORT / 2 + 40, 9);
  if (input.recipient) writeBlock(page, font, addressLines(input.recipient), LONG / 2 + MARGIN, SHORT / 2, 12);
}

function writeBlock(page: PDFPage, font: PDFFont, lines: string[], x: number, top: number, size: number) {
  lines.forEach((line, index) => page.drawText(winAnsi(line), { x, y: top - index * size * 1.35, size, font, maxWidth: LONG / 2 - 2 * MARGIN }));
}

/**
 * The standard PDF fonts speak WinAnsi only: letters outside it (ł, ő, Cyrillic) are written without
 * their accent where that gives a Latin letter, else as "?". Good enough for a proof; a real provider
 * typesets the address itself.
 */
export function winAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (/^[\x20-\x7e\u00a0-\u00ff€–—‘’“”…]$/.test(char)) return char;
      const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]$/.test(plain) ? plain : ({ ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ß: 'ss' } as Record<string, string>)[char] ?? '?';
    })
    .join('');
}
