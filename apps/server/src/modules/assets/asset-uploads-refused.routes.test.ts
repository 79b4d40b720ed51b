import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Asset } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pixelBombPng } from '@/platform/media/test-images.ts';
import { buildZip, deflated } from '@/platform/uploads/test-zip.ts';
import { MEDIA_FIXTURES, png, signedInCustomer, spooledFiles, storedKeys, upload, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { multipartBody, type FormPart } from '@/test/multipart.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { sampleArFilterZip } from '@/test/ar-filter-fixture.ts';

let t: TestApp;
let refused: TestCustomer;
let accepted: TestCustomer;
const fixture = (name: string) => readFile(join(MEDIA_FIXTURES, name));

beforeAll(async () => {
  t = await buildTestApp();
  refused = await signedInCustomer(t, 'refused@example.com');
  accepted = await signedInCustomer(t, 'accepted@example.com');
});
afterAll(async () => {
  await t?.close();
});

/** After every refusal: no file in the store, no row, nothing left in the spool folder. */
afterEach(async () => {
  expect((await storedKeys(t)).filter((key) => key.startsWith(`assets/${refused.id}/`))).toEqual([]);
  const listed = await t.app.inject({ method: 'GET', url: '/api/assets', headers: refused.headers });
  expect(listed.json<{ total: number }>().total).toBe(0);
  expect(await spooledFiles(t)).toEqual([]);
});

async function refusal(parts: FormPart[], status: number, code: string, url?: string, headers?: Record<string, string>) {
  const response = await upload(t, refused, parts, url, headers);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ code: string; message: string; fields?: Array<{ path: string }> }>();
  expect(body.code).toBe(code);
  return body;
}

const file = (filename: string, data: Buffer, contentType?: string): FormPart => ({ name: 'file', filename, data, contentType });
const kind = (assetType: string): FormPart => ({ name: 'assetType', value: assetType });

describe('types are decided by content, not by name or header', () => {
  it('refuses a JPEG named .png and sent as image/png for a PNG-only kind (sticker)', async () => {
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const body = await refusal([kind('sticker'), file('sticker.png', photo, 'image/png')], 400, 'VALIDATION');
    expect(body.message).toBe('Expected PNG for sticker, got JPEG');
  });

  it('stores a PNG named .jpg as the PNG it is', async () => {
    const asset = await uploadOk(t, accepted, 'badge', 'disguised.jpg', await fixture('png-disguised.jpg'));
    expect(asset.mimetype).toBe('image/png');
    expect(asset.filePath).toMatch(/original\.png$/);
  });

  it('refuses a text file named .png', async () => {
    const body = await refusal([kind('overlay'), file('notes.png', await fixture('text.txt'), 'image/png')], 400, 'VALIDATION');
    expect(body.message).toContain('unknown file type');
  });

  it('refuses an HTML page named .png', async () => {
    const body = await refusal([kind('overlay'), file('page.png', await fixture('page-named.png'), 'image/png')], 400, 'VALIDATION');
    expect(body.message).toBe('HTML and XML files are not accepted');
  });

  it('refuses SVG (it can carry scripts)', async () => {
    const body = await refusal([kind('overlay'), file('logo.svg', await fixture('image.svg'), 'image/svg+xml')], 400, 'VALIDATION');
    expect(body.message).toBe('SVG images are not accepted; upload a PNG instead');
  });

  it('refuses a text file posing as a video for a video kind', async () => {
    await refusal([kind('postRollVideo'), file('clip.mp4', await fixture('text.txt'), 'video/mp4')], 400, 'VALIDATION');
  });

  it('refuses a truncated image', async () => {
    const whole = await png(300, 300, 0.5);
    await refusal([kind('overlay'), file('cut.png', whole.subarray(0, 80))], 400, 'VALIDATION');
  });
});

describe('sizes and limits', () => {
  it('refuses a file over the kind\'s byte limit while it streams (fonts: 5 MB)', async () => {
    const font = await fixture('raleway-latin-400-normal.woff2');
    const big = Buffer.concat([font, Buffer.alloc(5_000_001 - font.length + 10)]);
    const body = await refusal([kind('font'), file('huge.woff2', big)], 422, 'LIMIT_EXCEEDED');
    expect(body.message).toBe('The file is larger than the 5 MB allowed for font');
  });

  it('refuses a decompression bomb (900 megapixels in 110 KB) before decoding it', async () => {
    const started = Date.now();
    const body = await refusal([kind('overlay'), file('bomb.png', pixelBombPng())], 400, 'VALIDATION');
    expect(body.message).toBe('The image has more than 100 megapixels');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses wrong dimensions, naming the expected sizes', async () => {
    expect((await refusal([kind('sticker'), file('small.png', await png(300, 200))], 400, 'VALIDATION')).message).toBe(
      'Expected 800x800 for sticker, got 300x200',
    );
    expect((await refusal([kind('attentionScreenBackground'), file('bg.png', await png(1000, 1000))], 400, 'VALIDATION')).message).toBe(
      'Expected 2048x1536, 1536x2048 or 1536x1536 for attentionScreenBackground, got 1000x1000',
    );
  });

  it('refuses a video of the wrong size after probing it, naming the expected sizes', async () => {
    const body = await refusal([kind('shutterBackground'), file('clip.mp4', await fixture('clip-320x240.mp4'))], 400, 'VALIDATION');
    expect(body.message).toBe('Expected 1920x1080, 1080x1920 or 1080x1080 for shutterBackground, got 320x240');
  });

  it('refuses wrong dimensions also when the file came before the fields (spooled first)', async () => {
    const body = await refusal([file('small.png', await png(300, 200)), kind('sticker')], 400, 'VALIDATION');
    expect(body.message).toBe('Expected 800x800 for sticker, got 300x200');
  });
});

describe('AR-filter ZIPs are inspected before anything is stored or extracted', () => {
  it('accepts an AR filter package (docs/ar-filters.md), with its preview as the thumbnail', async () => {
    const asset = await uploadOk(t, accepted, 'arFilter', 'sparkle.zip', await sampleArFilterZip());
    expect(asset).toMatchObject({ mimetype: 'application/zip', orientation: 'square' });
    expect(asset.thumbnailPath).toMatch(/thumb\.webp$/);
  });

  it('refuses a ZIP bomb', async () => {
    const zeros = deflated(Buffer.alloc(20_000_000));
    const zip = buildZip([{ name: 'effect.json', data: Buffer.from('{}') }, { name: 'texture.raw', deflated: zeros }]);
    const body = await refusal([kind('arFilter'), file('bomb.zip', zip)], 400, 'VALIDATION');
    expect(body.message).toMatch(/texture\.raw is compressed \d+:1, which only a ZIP bomb is/);
  });

  it('refuses an archive that unpacks to more than the limit', async () => {
    // Four entries declaring 60 MB each at a plausible 85:1: only the declared total gives them away.
    const honest = { body: Buffer.alloc(700_000, 1), size: 60_000_000, crc: 0 };
    const zip = buildZip(Array.from({ length: 4 }, (_, i) => ({ name: `layer-${i}.bin`, deflated: honest })));
    const body = await refusal([kind('arFilter'), file('huge.zip', zip)], 422, 'LIMIT_EXCEEDED');
    expect(body.message).toBe('The archive unpacks to more than 209.72 MB');
  });

  it('refuses a path that climbs out of the extraction folder', async () => {
    const zip = buildZip([{ name: 'effect.json', data: Buffer.from('{}') }, { name: '../../etc/cron.d/evil', data: Buffer.from('* * * * * root sh') }]);
    const body = await refusal([kind('arFilter'), file('traversal.zip', zip)], 400, 'VALIDATION');
    expect(body.message).toContain('unsafe path');
  });
});

describe('the request itself', () => {
  it('names an unknown asset type', async () => {
    const body = await refusal([kind('wallpaper'), file('x.png', await png(10, 10))], 400, 'VALIDATION');
    expect(body.fields).toEqual([{ path: 'assetType', message: 'unknown asset type' }]);
  });

  it('names a missing asset type and a missing file', async () => {
    expect((await refusal([file('x.png', await png(10, 10))], 400, 'VALIDATION')).fields).toEqual([{ path: 'assetType', message: 'required' }]);
    expect((await refusal([kind('overlay')], 400, 'VALIDATION')).fields).toEqual([{ path: 'file', message: 'required' }]);
  });

  it('refuses a client id that is not a UUID', async () => {
    const body = await refusal([{ name: 'id', value: '42' }, kind('overlay'), file('x.png', await png(10, 10))], 400, 'VALIDATION');
    expect(body.fields).toEqual([{ path: 'id', message: 'must be a UUID' }]);
  });

  it('refuses too many tags after the file was checked, and removes it again', async () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    const body = await refusal([kind('overlay'), file('x.png', await png(10, 10)), { name: 'tags', value: tags }], 400, 'VALIDATION');
    expect(body.fields?.map((f) => f.path)).toEqual(['tags']);
  });

  it('refuses a second file', async () => {
    const image = await png(10, 10);
    const response = await upload(t, refused, [kind('overlay'), file('a.png', image), { name: 'file', filename: 'b.png', data: image }]);
    expect(response.statusCode).toBe(413);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/assets', headers: refused.headers, payload: { assetType: 'overlay' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('over a real connection', () => {
  it('answers a refusal while the client is still sending, then reads the rest so the connection stays usable', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string | number>, body?: Buffer) =>
      new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { ...refused.headers, ...headers } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket }));
        });
        req.setTimeout(10_000, () => req.destroy(new Error('timed out: the connection is stuck')));
        req.on('error', reject);
        req.end(body);
      });
    try {
      const { payload, headers } = multipartBody([kind('overlay'), file('noise.png', randomBytes(8_000_000))]);
      const first = await send('POST', '/api/assets', { ...headers, 'content-length': payload.length }, payload);
      expect(first.status, first.body).toBe(400);
      const second = await send('GET', '/api/assets', {});
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

it('answers accepted uploads with their asset (sanity check of the customer used above)', async () => {
  const asset: Asset = await uploadOk(t, accepted, 'overlay', 'fine.png', await png(10, 10, 0.5));
  expect(asset.customerId).toBe(accepted.id);
});
