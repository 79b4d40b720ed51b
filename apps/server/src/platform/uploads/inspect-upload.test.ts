import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.ts';
import { assertDimensions, inspectUpload } from './inspect-upload.ts';
import { UploadRejected } from './upload-rejected.ts';

const FIXTURES = fileURLToPath(new URL('../../../test-fixtures/media/', import.meta.url));
const fixture = (name: string) => join(FIXTURES, name);

async function rejection(promise: Promise<unknown>): Promise<UploadRejected> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return error as UploadRejected;
}

describe('detectType', () => {
  it.each([
    ['png-disguised.jpg', 'image/png'],
    ['photo-exif-orientation6-gps.jpg', 'image/jpeg'],
    ['animated-64x48.gif', 'image/gif'],
    ['clip-320x240.mp4', 'video/mp4'],
    ['clip-160x120.mov', 'video/quicktime'],
    ['clip-160x120.webm', 'video/webm'],
    ['raleway-latin-700-italic.ttf', 'font/ttf'],
    ['raleway-latin-700-italic.woff', 'font/woff'],
    ['raleway-latin-400-normal.woff2', 'font/woff2'],
  ])('%s is %s by its content', async (file, type) => {
    expect(await detectType(await readFile(fixture(file)))).toBe(type);
  });

  it.each([
    ['image.svg', 'svg', 'SVG images are not accepted; upload a PNG instead'],
    ['page-named.png', 'markup', 'HTML and XML files are not accepted'],
    ['text.txt', 'unknown-type', 'The file is an unknown file type; accepted are images, videos, fonts and ZIP archives'],
  ])('refuses %s (%s)', async (file, reason, message) => {
    const error = await rejection(detectType(await readFile(fixture(file))));
    expect(error).toMatchObject({ reason, message, code: 'VALIDATION' });
  });

  it('refuses an SVG without an XML declaration, behind a BOM and whitespace', async () => {
    const svg = Buffer.from('\uFEFF  \n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await rejection(detectType(svg))).reason).toBe('svg');
  });

  it('refuses known types that are not asset media (a PDF)', async () => {
    const error = await rejection(detectType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')));
    expect(error).toMatchObject({ reason: 'unknown-type', message: expect.stringContaining('PDF') });
  });

  it('refuses an empty file', async () => {
    expect((await rejection(detectType(Buffer.alloc(0)))).reason).toBe('empty');
  });
});

describe('inspectUpload', () => {
  it('a PNG named .jpg is a PNG, and the stream still carries every byte', async () => {
    const original = await readFile(fixture('png-disguised.jpg'));
    const upload = await inspectUpload('overlay', createReadStream(fixture('png-disguised.jpg')));
    expect(upload).toMatchObject({ type: 'image/png', ext: 'png', mediaClass: 'image', maxBytes: 25_000_000 });
    expect((await buffer(upload.stream)).equals(original)).toBe(true);
    expect(upload.bytesRead()).toBe(original.length);
  });

  it('passes a multi-chunk video through unchanged', async () => {
    const original = await readFile(fixture('clip-320x240.mp4'));
    const upload = await inspectUpload('preRollVideo', createReadStream(fixture('clip-320x240.mp4'), { highWaterMark: 1000 }));
    expect(upload).toMatchObject({ type: 'video/mp4', ext: 'mp4', maxBytes: 200_000_000 });
    expect((await buffer(upload.stream)).equals(original)).toBe(true);
  });

  it('refuses a type the kind does not take, naming the accepted ones', async () => {
    const error = await rejection(inspectUpload('sticker', createReadStream(fixture('photo-exif-orientation6-gps.jpg'))));
    expect(error).toMatchObject({ reason: 'type-not-accepted', message: 'Expected PNG for sticker, got JPEG' });
    const video = await rejection(inspectUpload('mainScreenBackground', createReadStream(fixture('clip-320x240.mp4'))));
    expect(video.message).toBe('Expected PNG or JPEG for mainScreenBackground, got MP4');
  });

  it('refuses an SVG uploaded as an overlay', async () => {
    expect((await rejection(inspectUpload('overlay', createReadStream(fixture('image.svg'))))).reason).toBe('svg');
  });

  it('aborts an over-limit stream while streaming, without reading the rest', async () => {
    // A "video" of endless bytes after a real MP4 header: the limit must end it, not the source.
    const header = (await readFile(fixture('clip-320x240.mp4'))).subarray(0, 4096);
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1024 * 1024;
        this.push(produced === 1024 * 1024 ? Buffer.concat([header, Buffer.alloc(1024 * 1024 - header.length)]) : Buffer.alloc(1024 * 1024));
      },
    });
    const upload = await inspectUpload('preRollVideo', endless);
    const error = await rejection(buffer(upload.stream));
    expect(error).toMatchObject({
      reason: 'too-large',
      code: 'LIMIT_EXCEEDED',
      message: 'The file is larger than the 200 MB allowed for preRollVideo',
    });
    // It stopped just past the limit (plus what was already in flight), not at the end of a source that has none.
    expect(produced).toBeLessThan(200_000_000 + 32 * 1024 * 1024);
    expect(endless.destroyed).toBe(true);
  });

  it('a source that fails mid-way fails the inspected stream', async () => {
    // More than the sniffed head arrives before the connection drops.
    const png = Buffer.concat([await readFile(fixture('png-disguised.jpg')), Buffer.alloc(8000)]);
    let sent = false;
    const broken = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(png);
        } else this.destroy(new Error('connection reset'));
      },
    });
    const upload = await inspectUpload('overlay', broken);
    await expect(buffer(upload.stream)).rejects.toThrow('connection reset');
  });

  it('a source that fails while the type is sniffed fails the inspection', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(inspectUpload('overlay', broken)).rejects.toThrow('connection reset');
  });
});

describe('assertDimensions', () => {
  it('names the expected sizes', () => {
    let error: unknown;
    try {
      assertDimensions('attentionScreenBackground', 1024, 768);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UploadRejected);
    expect(error).toMatchObject({
      reason: 'dimensions',
      code: 'VALIDATION',
      message: 'Expected 2048x1536, 1536x2048 or 1536x1536 for attentionScreenBackground, got 1024x768',
    });
    expect((error as UploadRejected).expected).toHaveLength(3);
  });

  it('answers the orientation of a fitting size, and any size where the spec says so', () => {
    expect(assertDimensions('attentionScreenBackground', 1536, 2048)).toBe('portrait');
    expect(assertDimensions('printImage', 7016, 4961)).toBe('landscape');
  });
});
