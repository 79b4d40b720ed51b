import { PDFDocument } from 'pdf-lib';

/**
 * A one-page PDF of exactly the paper's size with the sheet printed edge to edge. The JPEG is embedded
 * as it is (DCT), so the PDF costs no second encode and the printer gets the same pixels.
 */
export async function sheetPdf(jpeg: Buffer, page: { width: number; height: number }): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Print');
  document.setProducer('booth print sheet');
  const image = await document.embedJpg(jpeg);
  document.addPage([page.width, page.height]).drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
  return Buffer.from(await document.save());
}
