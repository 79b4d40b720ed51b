import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FONT_FAMILY_HEADER, type FontAsset } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedFonts } from '@/modules/templates/starter-catalogue.ts';
import { starterFonts } from '@/modules/templates/starter-fonts.ts';
import { publishStarterFonts } from '@/modules/templates/starter-library.ts';
import { MEDIA_FIXTURES, signedInCustomer, upload, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { assets } from './assets.table.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  ben = await signedInCustomer(t, 'ben@example.com');
  await publishStarterFonts({ db: t.runtime.database.db, files: t.runtime.files, media: t.runtime.media, log: t.runtime.log });
});
afterAll(async () => {
  await t?.close();
});

async function uploadFont(customer: TestCustomer, family: string): Promise<FontAsset> {
  const data = await readFile(join(MEDIA_FIXTURES, 'raleway-latin-400-normal.woff2'));
  const response = await upload(t, customer, [{ name: 'file', filename: 'raleway.woff2', data }], '/api/assets/font', { [FONT_FAMILY_HEADER]: family });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FontAsset>();
}

const stylesheet = async (customerId: string) => (await t.app.inject({ method: 'GET', url: `/api/fonts/${customerId}.css` })).body;
const families = (css: string) => [...css.matchAll(/font-family: "([^"]+)";/g)].map((match) => match[1]);

describe('GET /api/fonts/{customerId}.css with the public library', () => {
  it('lists the template fonts of the public library, with files anyone can load, for a customer without fonts of their own', async () => {
    const css = await stylesheet(ada.id);
    expect(css.match(/@font-face/g)).toHaveLength(publishedFonts.length);
    expect(new Set(families(css))).toEqual(new Set(publishedFonts.map((name) => starterFonts[name].family)));
    const src = /src: url\("([^"]+)"\) format\("woff2"\);/.exec(css)?.[1];
    const file = await t.app.inject({ method: 'GET', url: src ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
  });

  it("puts the customer's own fonts after the public ones (so an own face of the same name wins), and never another customer's private font", async () => {
    await uploadFont(ben, 'Ben Brand');
    const css = await stylesheet(ben.id);
    expect(families(css).at(-1)).toBe('Ben Brand');
    expect(css.match(/@font-face/g)).toHaveLength(publishedFonts.length + 1);
    expect(await stylesheet(ada.id)).not.toContain('Ben Brand');
  });

  it('shows a font made public to everyone, once, and a public font that is not ready to no one', async () => {
    const shared = await uploadFont(ada, 'Ada Shared');
    await t.runtime.database.db.update(assets).set({ isPublic: true }).where(eq(assets.id, shared.id));
    expect(families(await stylesheet(ben.id)).filter((family) => family === 'Ada Shared')).toHaveLength(1);
    expect(families(await stylesheet(ada.id)).filter((family) => family === 'Ada Shared')).toHaveLength(1);
    await t.runtime.database.db.update(assets).set({ status: 'processing' }).where(eq(assets.id, shared.id));
    expect(await stylesheet(ben.id)).not.toContain('Ada Shared');
  });
});
