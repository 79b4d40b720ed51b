import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FONT_FAMILY_HEADER, FONT_NAME_HEADER, type AssetListPage as AssetList, type FontAsset } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FIXTURES, png, signedInCustomer, storedKeys, upload, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
const fixture = (name: string) => readFile(join(MEDIA_FIXTURES, name));

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  ben = await signedInCustomer(t, 'ben@example.com');
});
afterAll(async () => {
  await t?.close();
});

async function uploadFont(customer: TestCustomer, file: string, headers: Record<string, string> = {}) {
  return upload(t, customer, [{ name: 'file', filename: file, data: await fixture(file) }], '/api/assets/font', headers);
}

describe('POST /api/assets/font', () => {
  it('stores a WOFF2 with the name and family from the (URL-encoded) headers', async () => {
    const response = await uploadFont(ada, 'raleway-latin-400-normal.woff2', {
      [FONT_NAME_HEADER]: encodeURIComponent('Überschrift'),
      [FONT_FAMILY_HEADER]: encodeURIComponent('Raleway Display'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const font = response.json<FontAsset>();
    expect(font).toMatchObject({ name: 'Überschrift', family: 'Raleway Display', style: 'normal', weight: 400, color: null, size: null, format: 'woff2' });
    expect(font.src).toMatch(new RegExp(`^/api/files/assets/${ada.id}/.+/original\\.woff2$`));
    expect(font.fileSize).toBe((await fixture('raleway-latin-400-normal.woff2')).length);
  });

  it('reads family, style and weight from the font when no headers are sent (TTF, bold italic)', async () => {
    const response = await uploadFont(ada, 'raleway-latin-700-italic.ttf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<FontAsset>()).toMatchObject({ name: 'raleway-latin-700-italic', family: 'Raleway', style: 'italic', weight: 700, format: 'ttf' });
  });

  it('validates by parsing: a text file named .ttf and a PNG are refused, and nothing is stored', async () => {
    const before = await storedKeys(t);
    const text = await uploadFont(ada, 'not-a-font.ttf');
    expect(text.statusCode).toBe(400);
    const image = await upload(t, ada, [{ name: 'file', filename: 'font.woff', data: await png(10, 10) }], '/api/assets/font');
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({ code: 'VALIDATION', message: 'Expected TTF, OTF, WOFF or WOFF2 for font, got PNG' });
    expect(await storedKeys(t)).toEqual(before);
  });

  it('refuses a name longer than 200 characters', async () => {
    const response = await uploadFont(ada, 'raleway-latin-700-italic.woff', { [FONT_NAME_HEADER]: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: FONT_NAME_HEADER }] });
  });
});

describe('the font list, changes and the stylesheet', () => {
  let fonts: FontAsset[];

  beforeAll(async () => {
    fonts = [];
    for (const [file, family] of [
      ['raleway-latin-400-normal.woff2', 'Brand'],
      ['raleway-latin-700-italic.woff', 'Brand'],
    ] as const) {
      const response = await uploadFont(ben, file, { [FONT_FAMILY_HEADER]: family });
      fonts.push(response.json<FontAsset>());
    }
    await uploadOk(t, ben, 'overlay', 'not-a-font.png', await png(10, 10, 0.5));
  });

  it('lists fonts with GET /api/assets?assetType=font, with their family', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assets?assetType=font', headers: ben.headers });
    const list = response.json<AssetList>();
    expect(list.total).toBe(2);
    expect(list.assets.map((a) => [a.assetType, a.family, a.mimetype, a.weight, a.style])).toEqual([
      ['font', 'Brand', 'font/woff', 700, 'italic'],
      ['font', 'Brand', 'font/woff2', 400, 'normal'],
    ]);
  });

  it('changes a font with PUT /api/assets/fonts/{id}', async () => {
    const font = fonts[0];
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/assets/fonts/${font?.id}`,
      headers: ben.headers,
      payload: { name: 'Headline', color: '#18dad7', size: 48 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FontAsset>()).toMatchObject({ id: font?.id, name: 'Headline', family: 'Brand', color: '#18dad7', size: 48, weight: 400 });
    const invalid = await t.app.inject({ method: 'PUT', url: `/api/assets/fonts/${font?.id}`, headers: ben.headers, payload: { weight: 5000 } });
    expect(invalid.statusCode).toBe(400);
  });

  it('does not let another customer change or delete a font, nor the font calls touch other assets', async () => {
    const font = fonts[0];
    expect((await t.app.inject({ method: 'PUT', url: `/api/assets/fonts/${font?.id}`, headers: ada.headers, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/fonts/${font?.id}`, headers: ada.headers })).statusCode).toBe(404);
    const overlay = (await t.app.inject({ method: 'GET', url: '/api/assets?assetType=overlay', headers: ben.headers })).json<AssetList>().assets[0];
    expect((await t.app.inject({ method: 'PUT', url: `/api/assets/fonts/${overlay?.id}`, headers: ben.headers, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/fonts/${overlay?.id}`, headers: ben.headers })).statusCode).toBe(404);
  });

  it('serves one @font-face per font at /api/fonts/{customerId}.css, publicly, with font files anyone can load', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/fonts/${ben.id}.css` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toBe(
      [
        '@font-face {',
        '  font-family: "Brand";',
        `  src: url("${fonts[0]?.src}") format("woff2");`,
        '  font-weight: 400;',
        '  font-style: normal;',
        '  font-display: swap;',
        '}',
        '',
        '@font-face {',
        '  font-family: "Brand";',
        `  src: url("${fonts[1]?.src}") format("woff");`,
        '  font-weight: 700;',
        '  font-style: italic;',
        '  font-display: swap;',
        '}',
        '',
      ].join('\n'),
    );
    const file = await t.app.inject({ method: 'GET', url: fonts[1]?.src ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff');
    expect(file.headers['access-control-allow-origin']).toBe('*');
    expect((await t.app.inject({ method: 'GET', url: `/api/fonts/${ada.id}.css` })).body).not.toContain('Brand');
  });

  it('escapes a family name that tries to break out of the rule', async () => {
    const font = fonts[1];
    await t.app.inject({ method: 'PUT', url: `/api/assets/fonts/${font?.id}`, headers: ben.headers, payload: { family: 'X"; } body { color: red } </style>', style: 'italic; color: red' } });
    const css = (await t.app.inject({ method: 'GET', url: `/api/fonts/${ben.id}.css` })).body;
    expect(css).toContain('font-family: "X\\22 \\3b  \\7d  body \\7b  color\\3a  red \\7d  \\3c /style\\3e ";');
    expect(css).not.toContain('</style>');
    expect(css.match(/font-style: [a-z]+;/g)).toEqual(['font-style: normal;', 'font-style: normal;']);
  });

  it('deletes a font with DELETE /api/assets/fonts/{id}: gone from the list, the stylesheet and the store', async () => {
    const font = fonts[0];
    const response = await t.app.inject({ method: 'DELETE', url: `/api/assets/fonts/${font?.id}`, headers: ben.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const list = (await t.app.inject({ method: 'GET', url: '/api/assets?assetType=font', headers: ben.headers })).json<AssetList>();
    expect(list.assets.map((a) => a.id)).not.toContain(font?.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/fonts/${ben.id}.css` })).body.match(/@font-face/g)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: font?.src ?? '' })).statusCode).toBe(404);
    expect((await storedKeys(t)).filter((key) => key.includes(font?.id ?? '-'))).toEqual([]);
  });

  it('answers 400 for a stylesheet name that is not a customer id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/fonts/not-a-customer.css' })).statusCode).toBe(400);
  });
});
