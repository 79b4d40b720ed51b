import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceRow } from './invoices.repo.ts';
import { vatNoteOf } from './billing-views.ts';

/** Who issues the invoices we render (the sandbox's; Stripe's carry the seller of the Stripe account). */
export interface InvoiceSeller {
  name: string;
  lines: string[];
  vatId: string;
}

export const TEST_MODE_LABEL = 'Testmodus — keine echte Zahlung / Test mode — no real payment';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** Standard fonts speak WinAnsi: the narrow no-break space of some ICU versions is not in it. */
const money = (cents: number) => euro.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('de-DE')} %`;
const day = (date: Date) => date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREY = rgb(0.35, 0.35, 0.35);

/** Cuts a text to fit a width (descriptions are short; a long company name must not run off the page). */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * The invoice as a PDF (German first, English beside it): seller, buyer with address and VAT id,
 * number and dates, the lines, net, VAT rate and amount, total, the reverse-charge or export note,
 * and the test-mode label on every sandbox invoice.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, seller: InvoiceSeller, testMode: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rechnung / Invoice ${invoice.number}`);
  pdf.setAuthor(seller.name);
  pdf.setCreationDate(invoice.issuedAt);
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; maxWidth?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    page.drawText(fit(font, value, size, options.maxWidth ?? right - x), { x, y, font, size, color: options.color ?? rgb(0, 0, 0) });
  };
  const rightAligned = (value: string, xRight: number, font: PDFFont = regular, size = 10) => page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y, font, size });
  const nextLine = (gap = 14) => (y -= gap);

  if (testMode) {
    drawBanner(page, bold, y);
    nextLine(34);
  }
  text(seller.name, MARGIN, { font: bold, size: 12 });
  for (const line of seller.lines) {
    nextLine();
    text(line, MARGIN, { color: GREY });
  }
  if (seller.vatId) {
    nextLine();
    text(`USt-IdNr. / VAT ID: ${seller.vatId}`, MARGIN, { color: GREY });
  }

  nextLine(36);
  const buyer = invoice.billedTo;
  const buyerLines = [buyer.companyName, buyer.name !== buyer.companyName ? buyer.name : '', buyer.street, [buyer.zipCode, buyer.city].filter(Boolean).join(' '), buyer.country, buyer.email].filter(Boolean);
  text('Rechnung an / Billed to', MARGIN, { font: bold });
  for (const line of buyerLines) {
    nextLine();
    text(line, MARGIN, { maxWidth: 260 });
  }
  if (buyer.vatId) {
    nextLine();
    text(`USt-IdNr. / VAT ID: ${buyer.vatId}`, MARGIN);
  }

  nextLine(36);
  text(`Rechnung / Invoice ${invoice.number}`, MARGIN, { font: bold, size: 16 });
  nextLine(20);
  text(`Rechnungsdatum / Invoice date: ${day(invoice.issuedAt)}`, MARGIN);
  if (invoice.periodStart && invoice.periodEnd) {
    nextLine();
    text(`Leistungszeitraum / Service period: ${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`, MARGIN);
  }
  nextLine();
  text(invoice.paidAt ? `Bezahlt am / Paid on: ${day(invoice.paidAt)}` : 'Offen / Due', MARGIN);

  // The lines: description, quantity, unit price, amount.
  const columns = { quantity: 360, unit: 450, amount: right };
  nextLine(30);
  text('Beschreibung / Description', MARGIN, { font: bold, maxWidth: 260 });
  rightAligned('Menge / Qty', columns.quantity, bold);
  rightAligned('Einzelpreis / Unit', columns.unit, bold);
  rightAligned('Betrag / Amount', columns.amount, bold);
  nextLine(6);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: GREY });
  for (const line of invoice.lines) {
    nextLine(16);
    text(line.description, MARGIN, { maxWidth: 260 });
    rightAligned(String(line.quantity), columns.quantity);
    rightAligned(money(line.unitAmount), columns.unit);
    rightAligned(money(line.amount), columns.amount);
  }
  nextLine(10);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: GREY });

  const sum = (label: string, cents: number, font: PDFFont = regular) => {
    nextLine(16);
    rightAligned(label, columns.unit, font);
    rightAligned(money(cents), columns.amount, font);
  };
  sum('Zwischensumme / Subtotal', invoice.subtotal);
  if (invoice.discount > 0) sum('Rabatt / Discount', -invoice.discount);
  sum('Nettobetrag / Net amount', invoice.net);
  sum(`USt. / VAT ${percent(invoice.vatRate)}`, invoice.vat);
  sum('Gesamtbetrag / Total', invoice.total, bold);

  const note = vatNoteOf(invoice);
  if (note) {
    nextLine(30);
    text(note, MARGIN, { font: bold, size: 9 });
  }
  return pdf.save();
}

function drawBanner(page: PDFPage, font: PDFFont, top: number): void {
  const height = 22;
  page.drawRectangle({ x: MARGIN, y: top - height + 14, width: A4[0] - 2 * MARGIN, height, color: rgb(1, 0.93, 0.7), borderColor: rgb(0.85, 0.6, 0), borderWidth: 1 });
  page.drawText(TEST_MODE_LABEL, { x: MARGIN + 8, y: top - 2, font, size: 10, color: rgb(0.45, 0.3, 0) });
}
