import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { inspectFont } from './inspect-font.ts';
import { UploadRejected } from './upload-rejected.ts';

const FIXTURES = fileURLToPath(new URL('../../../test-fixtures/media/', import.meta.url));
const read = (name: string) => readFile(join(FIXTURES, name));

function rejection(run: () => unknown): UploadRejected {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UploadRejected);
    return error as UploadRejected;
  }
  throw new Error('expected a rejection');
}

it.each([
  ['raleway-latin-700-italic.ttf', 'ttf'],
  ['raleway-latin-700-italic.woff', 'woff'],
])('parses %s: family, style and weight', async (file, format) => {
  expect(inspectFont(await read(file))).toEqual({
    format,
    family: 'Raleway',
    subfamily: 'Bold Italic',
    fullName: 'Raleway Bold Italic',
    postscriptName: 'Raleway-BoldItalic',
    style: 'italic',
    weight: 700,
    glyphCount: 266,
  });
});

it('parses WOFF2 (brotli-compressed)', async () => {
  expect(inspectFont(await read('raleway-latin-400-normal.woff2'))).toMatchObject({
    format: 'woff2',
    style: 'normal',
    weight: 400,
    glyphCount: 276,
  });
});

it('refuses a text file named .ttf', async () => {
  const data = await read('not-a-font.ttf');
  expect(rejection(() => inspectFont(data))).toMatchObject({
    reason: 'not-a-font',
    code: 'VALIDATION',
    message: 'Expected a TTF, OTF, WOFF or WOFF2 font',
  });
});

it('refuses a font with the right magic bytes but a damaged body', async () => {
  const ttf = await read('raleway-latin-700-italic.ttf');
  const damaged = Buffer.concat([ttf.subarray(0, 12), Buffer.alloc(200, 0xff)]);
  expect(rejection(() => inspectFont(damaged)).reason).toBe('not-a-font');
});

it('refuses a WOFF2 that claims to unpack to gigabytes', async () => {
  const woff2 = Buffer.from(await read('raleway-latin-400-normal.woff2'));
  woff2.writeUInt32BE(0xfffffff0, 16);
  expect(rejection(() => inspectFont(woff2)).message).toBe('The font unpacks to more than 32 MB');
});
