import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postalAddressSchema, type PostalAddress } from '@booth/shared';
import { PostcardProviderError } from './http-postcard-provider.ts';
import { LOCAL_POSTCARD_LABEL } from './local-postcard-provider.ts';
import { winAnsi } from './postcard-pdf.ts';
import { createPostcardProvider } from './postcard-provider.ts';

const recipient: PostalAddress = postalAddressSchema.parse({ firstName: 'Erika', lastName: 'Müller', addressLine1: 'Heidestraße 17', city: 'Köln', zip: '51147', country: 'DE' });
const sender: PostalAddress = postalAddressSchema.parse({ firstName: 'Jan', lastName: 'Kowalski', addressLine1: 'ul. Długa 5', city: 'Gdańsk', zip: '80-827', country: 'PL' });
const sheet = () => sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#c03030' } }).jpeg().toBuffer();

/** The text a page draws with the standard fonts (hex-encoded strings in its content stream). */
async function pageTexts(pdf: PDFDocument, index: number): Promise<string> {
  const contents = pdf.getPage(index).node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  if (!(contents instanceof PDFRawStream) && contents) {
    for (let i = 0; i < (contents as { size(): number }).size(); i++) {
      const stream = pdf.context.lookup((contents as unknown as { get(i: number): never }).get(i));
      if (stream instanceof PDFRawStream) streams.push(stream);
    }
  }
  const source = streams.map((stream) => (stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1')).join('\n');
  return [...source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1')).join('\n');
}

describe('the local postcard provider', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'booth-postcards-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a labelled two-page print-ready PDF: the sheet, then the address side', async () => {
    const provider = createPostcardProvider({ dataDir });
    expect(provider.local).toBe(true);
    const result = await provider.send({ jobKey: 'postcard-key-1', front: await sheet(), recipient, sender, copies: 2 });
    expect(result.providerJobId).toBe('local-postcard-key-1');
    const pdf = await PDFDocument.load(await readFile(join(dataDir, 'postcards', 'postcard-key-1.pdf')));
    expect(pdf.getPageCount()).toBe(2);
    // A portrait 4:6 sheet fills a portrait 4×6 in page; the address side is landscape.
    expect([pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()]).toEqual([288, 432]);
    expect([pdf.getPage(1).getWidth(), pdf.getPage(1).getHeight()]).toEqual([432, 288]);
    const text = await pageTexts(pdf, 1);
    // The standard fonts' WinAnsi has the em dash at 0x97, which latin1 reads as a control character.
    expect(text.replace('\u0097', '—')).toContain(`${LOCAL_POSTCARD_LABEL} · 2 copies`);
    expect(text).toContain('Erika Müller');
    expect(text).toContain('51147 Köln');
    expect(text).toContain('Jan Kowalski');
    // ł and ń are outside the standard fonts' alphabet: written without their accent.
    expect(text).toContain('ul. Dluga 5');
    expect(text).toContain('80-827 Gdansk');
  });

  it('writes one file per job key, however often the job is retried', async () => {
    const provider = createPostcardProvider({ dataDir });
    const input = { jobKey: 'postcard-key-2', front: await sheet(), recipient, sender: null, copies: 1 };
    await provider.send(input);
    const first = await stat(join(dataDir, 'postcards', 'postcard-key-2.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await provider.send(input)).toEqual({ providerJobId: 'local-postcard-key-2' });
    expect((await stat(join(dataDir, 'postcards', 'postcard-key-2.pdf'))).mtimeMs).toBe(first.mtimeMs);
    expect(await readdir(join(dataDir, 'postcards'))).toEqual(['postcard-key-2.pdf']);
  });

  it('refuses a key that could leave its folder', async () => {
    const provider = createPostcardProvider({ dataDir });
    await expect(provider.send({ jobKey: '../../etc/x', front: await sheet(), recipient, sender: null, copies: 1 })).rejects.toThrow('job key');
  });
});

describe('the HTTP postcard provider', () => {
  interface Order {
    headers: IncomingMessage['headers'];
    form: FormData;
  }
  let orders: Order[];
  let answer: (order: Order) => { status: number; body: unknown };
  let server: ReturnType<typeof createServer>;
  let apiUrl: string;

  beforeEach(async () => {
    orders = [];
    const seen = new Map<string, string>();
    answer = (order) => {
      // Idempotency as Lob keeps it: the same key answers the same postcard.
      const key = String(order.headers['idempotency-key']);
      if (!seen.has(key)) seen.set(key, `psc_${seen.size + 1}`);
      return { status: 200, body: { id: seen.get(key), object: 'postcard' } };
    };
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.method !== 'POST' || req.url !== '/v1/postcards') {
        res.writeHead(404).end();
        return;
      }
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      const order = { headers: req.headers, form };
      orders.push(order);
      const { status, body } = answer(order);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('orders each copy with the addresses, both sides and an idempotency key', async () => {
    const provider = createPostcardProvider({ apiUrl, apiKey: 'test_key_123', dataDir: tmpdir() });
    expect(provider).toMatchObject({ local: false, name: new URL(apiUrl).host });
    const result = await provider.send({ jobKey: 'postcard-http-1', front: await sheet(), recipient, sender, copies: 2 });
    expect(result.providerJobId).toBe('psc_1,psc_2');
    expect(orders.map((order) => order.headers['idempotency-key'])).toEqual(['postcard-http-1', 'postcard-http-1-2']);
    const [first] = orders;
    expect(first?.headers.authorization).toBe(`Basic ${Buffer.from('test_key_123:').toString('base64')}`);
    const fields: Record<string, string> = {};
    first?.form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    expect(fields).toMatchObject({
      size: '6x4',
      use_type: 'operational',
      'to[name]': 'Erika Müller',
      'to[address_line1]': 'Heidestraße 17',
      'to[address_city]': 'Köln',
      'to[address_zip]': '51147',
      'to[address_country]': 'DE',
      'from[name]': 'Jan Kowalski',
      'from[address_country]': 'PL',
    });
    const front = first?.form.get('front');
    expect(front).toBeInstanceOf(Blob);
    const frontPdf = await PDFDocument.load(await (front as Blob).arrayBuffer());
    expect(frontPdf.getPageCount()).toBe(1);
    expect(await pageTexts(await PDFDocument.load(await (first?.form.get('back') as Blob).arrayBuffer()), 0)).toContain('Jan Kowalski');
  });

  it('orders the same postcard again under the same key when a job is retried', async () => {
    const provider = createPostcardProvider({ apiUrl, apiKey: 'k', dataDir: tmpdir() });
    const input = { jobKey: 'postcard-http-2', front: await sheet(), recipient, sender: null, copies: 1 };
    const first = await provider.send(input);
    const again = await provider.send(input);
    expect(again).toEqual(first);
    expect(orders.every((order) => order.form.get('from[name]') === null)).toBe(true);
  });

  it('throws the service refusal, retryable only for outages', async () => {
    const provider = createPostcardProvider({ apiUrl, apiKey: 'k', dataDir: tmpdir() });
    const input = { jobKey: 'postcard-http-3', front: await sheet(), recipient, sender: null, copies: 1 };
    answer = () => ({ status: 422, body: { error: { message: 'address_zip is invalid', status_code: 422 } } });
    const refused = await provider.send(input).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PostcardProviderError);
    expect((refused as PostcardProviderError).message).toContain('address_zip is invalid');
    expect((refused as PostcardProviderError).retryable).toBe(false);
    answer = () => ({ status: 503, body: {} });
    expect(((await provider.send(input).catch((error: unknown) => error)) as PostcardProviderError).retryable).toBe(true);
  });
});

describe('winAnsi', () => {
  it('keeps German and Western letters and simplifies the rest', () => {
    expect(winAnsi('Müller Straße – café')).toBe('Müller Straße – café');
    expect(winAnsi('Łódź Ősz Иван')).toBe('Lódz Osz ????');
  });
});
