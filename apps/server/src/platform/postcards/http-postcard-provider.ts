import type { PostalAddress } from '@booth/shared';
import { PDFDocument } from 'pdf-lib';
import { addAddressSide, addPictureSide } from './postcard-pdf.ts';
import type { PostcardProvider } from './postcard-provider.ts';

/** The provider answered with an error; `retryable` for its outages and rate limits, not for a refused order. */
export class PostcardProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PostcardProviderError';
  }

  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

const TIMEOUT_MS = 60_000;

/**
 * A print-and-mail API client modelled on Lob's postcards endpoint (https://docs.lob.com/#tag/Postcards,
 * `POST /v1/postcards`): multipart/form-data with `to[...]`/`from[...]` address fields, `front` and
 * `back` as PDF files, `size` 6x4 and `use_type` operational; HTTP Basic with the API key as the user;
 * an `Idempotency-Key` header, so a retried job never orders twice. POSTCARD_API_URL is the API base
 * (`https://api.lob.com/v1`, or a compatible service). Lob orders one postcard per request: copies are
 * separate orders, keyed `<jobKey>` and `<jobKey>-2`…, and the job's provider id lists them all.
 * The provider prints the recipient on the back itself; the back we send carries the sender.
 */
export function createHttpPostcardProvider(config: { apiUrl: string; apiKey: string; dataDir: string; fetch: typeof fetch }): PostcardProvider {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/postcards`;
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`;
  return {
    name: new URL(config.apiUrl).host,
    local: false,
    async send(input) {
      const front = await singlePagePdf((pdf) => addPictureSide(pdf, input.front));
      const back = await singlePagePdf((pdf) => addAddressSide(pdf, { recipient: null, sender: input.sender }));
      const ids: string[] = [];
      for (let copy = 1; copy <= input.copies; copy++) {
        const form = new FormData();
        form.set('description', `Booth print ${input.jobKey}${input.copies > 1 ? ` (${copy}/${input.copies})` : ''}`);
        form.set('size', '6x4');
        form.set('use_type', 'operational');
        appendAddress(form, 'to', input.recipient);
        if (input.sender) appendAddress(form, 'from', input.sender);
        form.set('front', new Blob([front], { type: 'application/pdf' }), 'front.pdf');
        form.set('back', new Blob([back], { type: 'application/pdf' }), 'back.pdf');
        const response = await config.fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'idempotency-key': copy === 1 ? input.jobKey : `${input.jobKey}-${copy}` },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { message?: string } };
        if (!response.ok) throw new PostcardProviderError(response.status, `The postcard service refused the order (${response.status}): ${body.error?.message ?? response.statusText}`);
        if (typeof body.id !== 'string') throw new PostcardProviderError(502, 'The postcard service answered without an order id');
        ids.push(body.id);
      }
      return { providerJobId: ids.join(',') };
    },
  };
}

function appendAddress(form: FormData, prefix: 'to' | 'from', address: PostalAddress) {
  const fields: Record<string, string> = {
    name: `${address.firstName} ${address.lastName}`,
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    address_city: address.city,
    address_state: address.state,
    address_zip: address.zip,
    address_country: address.country,
  };
  for (const [key, value] of Object.entries(fields)) if (value) form.set(`${prefix}[${key}]`, value);
}

async function singlePagePdf(draw: (pdf: PDFDocument) => Promise<void>): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  await draw(pdf);
  // A copy on its own ArrayBuffer: what Blob accepts.
  return new Uint8Array(await pdf.save());
}
