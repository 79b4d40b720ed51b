import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { addAddressSide, addPictureSide } from './postcard-pdf.ts';
import type { PostcardProvider } from './postcard-provider.ts';

export const LOCAL_POSTCARD_LABEL = 'LOCAL TEST PROVIDER — not posted';

/**
 * The labelled local provider: no postcard leaves the house. It writes what a print-and-mail service
 * would print — page 1 the picture side, page 2 the address side (with the copies in its label) — to
 * `<dataDir>/postcards/<jobKey>.pdf`, and a retried job finds its file and writes no second one.
 */
export function createLocalPostcardProvider(dataDir: string): PostcardProvider {
  const folder = join(dataDir, 'postcards');
  return {
    name: 'Local test provider (writes a PDF, posts nothing)',
    local: true,
    async send(input) {
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(input.jobKey)) throw new Error('A postcard job key is 8 to 64 letters, digits, - or _');
      const path = join(folder, `${input.jobKey}.pdf`);
      const providerJobId = `local-${input.jobKey}`;
      if (await exists(path)) return { providerJobId };
      const pdf = await PDFDocument.create();
      pdf.setTitle(`Postcard ${input.jobKey}`);
      pdf.setProducer('Boothwerk local postcard provider');
      await addPictureSide(pdf, input.front);
      const label = input.copies > 1 ? `${LOCAL_POSTCARD_LABEL} · ${input.copies} copies` : LOCAL_POSTCARD_LABEL;
      await addAddressSide(pdf, { recipient: input.recipient, sender: input.sender, label });
      await mkdir(folder, { recursive: true });
      // Written whole under a temporary name, then renamed: a crash never leaves half a file that a retry would take as done.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, await pdf.save());
      await rename(temporary, path);
      return { providerJobId };
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
