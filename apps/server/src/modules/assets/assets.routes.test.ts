import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Asset, AssetList, AuditPage } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSupportMode, startSupport } from '@/modules/admin/admin.test-support.ts';
import { framePng } from '@/platform/media/test-images.ts';
import { jpeg, makeAdmin, MEDIA_FIXTURES, png, signedInCustomer, storedKeys, upload, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let ben: TestCustomer;
let admin: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  [ada, ben, admin] = [
    await signedInCustomer(t, 'ada@example.com'),
    await signedInCustomer(t, 'ben@example.com'),
    await signedInCustomer(t, 'root@example.com'),
  ];
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t?.close();
});

const list = async (customer: TestCustomer, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/assets${query}`, headers: customer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AssetList>();
};

describe('POST /api/assets', () => {
  it('stores an overlay with its preview and answers 201 with the asset and URL paths to both', async () => {
    const asset = await uploadOk(t, ada, 'overlay', 'Frame Gold.png', await png(620, 460, 0.5), 'gold, wedding ,gold');
    expect(asset).toMatchObject({
      customerId: ada.id,
      originalname: 'Frame Gold.png',
      name: 'Frame Gold.png',
      mimetype: 'image/png',
      assetType: 'overlay',
      orientation: 'landscape',
      tags: ['gold', 'wedding'],
      isPublic: false,
    });
    expect(asset.slug).toMatch(/^[A-Za-z0-9_-]{8,16}$/);
    expect(asset.filePath).toMatch(new RegExp(`^/api/files/assets/${ada.id}/../../${asset.id}/original\\.png$`));
    expect(asset.thumbnailPath).toMatch(new RegExp(`^/api/files/assets/${ada.id}/../../${asset.id}/thumb\\.webp$`));
    expect(asset.src).toBe(asset.filePath);
    expect(asset.lazySrc).toBe(asset.thumbnailPath);

    const thumb = await t.app.inject({ method: 'GET', url: asset.thumbnailPath ?? '', headers: ada.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('re-encodes photos upright without their EXIF (GPS) data', async () => {
    const photo = await readFile(join(MEDIA_FIXTURES, 'photo-exif-orientation6-gps.jpg'));
    const asset = await uploadOk(t, ada, 'mosaicPicture', 'phone.jpg', photo);
    expect(asset.orientation).toBe('portrait');
    const stored = await t.app.inject({ method: 'GET', url: asset.filePath, headers: ada.headers });
    const meta = await sharp(stored.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({ width: 32, height: 64, exif: undefined, orientation: undefined });
  });

  it('takes the text fields after the file too', async () => {
    const response = await upload(t, ada, [
      { name: 'file', filename: 'after.png', data: await png(100, 100, 0.2) },
      { name: 'assetType', value: 'badge' },
      { name: 'tags', value: 'late' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Asset>()).toMatchObject({ assetType: 'badge', tags: ['late'], orientation: 'square' });
  });

  it('accepts a kind with fixed sizes when the picture has one of them', async () => {
    const asset = await uploadOk(t, ada, 'mainScreenBackground', 'wide.jpg', await jpeg(2560, 1440));
    expect(asset).toMatchObject({ mimetype: 'image/jpeg', orientation: 'landscape' });
  });

  it('answers a retried upload with the same client id with the first asset (200), storing nothing twice', async () => {
    const id = randomUUID();
    const parts = async () => [
      { name: 'id', value: id },
      { name: 'assetType', value: 'sticker' },
      { name: 'file', filename: 'sticker.png', data: await png(800, 800, 0.9) },
    ];
    const first = await upload(t, ben, await parts());
    expect(first.statusCode, first.body).toBe(201);
    const files = (await storedKeys(t)).length;
    const again = await upload(t, ben, await parts());
    expect(again.statusCode).toBe(200);
    expect(again.json<Asset>().id).toBe(first.json<Asset>().id);
    // The id after the file (processed, then found to be a retry) also stores nothing new.
    const late = await upload(t, ben, [{ name: 'assetType', value: 'sticker' }, { name: 'file', filename: 'sticker.png', data: await png(800, 800, 0.9) }, { name: 'id', value: id }]);
    expect(late.statusCode).toBe(200);
    expect(late.json<Asset>().id).toBe(first.json<Asset>().id);
    expect((await storedKeys(t)).length).toBe(files);
    expect((await list(ben, '?assetType=sticker')).total).toBe(1);

    // The same id from another customer is another upload.
    const other = await upload(t, ada, await parts());
    expect(other.statusCode).toBe(201);
    expect(other.json<Asset>().id).not.toBe(first.json<Asset>().id);
  });

  it('needs a session', async () => {
    const response = await upload(t, undefined, [{ name: 'assetType', value: 'overlay' }, { name: 'file', filename: 'x.png', data: await png(10, 10) }]);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/assets', () => {
  let mine: Asset[];
  let cleo: TestCustomer;

  beforeAll(async () => {
    const c = await signedInCustomer(t, 'cleo@example.com');
    mine = [];
    for (const [i, [type, name, tags]] of [
      ['overlay', 'Summer Frame.png', 'beach,holiday'],
      ['overlay', 'winter.png', 'snow'],
      ['badge', 'logo_100%.png', 'brand'],
      ['overlay', 'plain.png', ''],
      ['badge', 'second.png', 'Beach'],
    ].entries()) {
      mine.push(await uploadOk(t, c, type ?? '', name ?? '', await png(40 + i, 40, 0.5), tags));
    }
    cleo = c;
  });

  it('lists only the caller\'s own assets, newest first, with total and no cursor on the last page', async () => {
    const page = await list(cleo);
    expect(page.total).toBe(5);
    expect(page.assets.map((a) => a.originalname)).toEqual(['second.png', 'plain.png', 'logo_100%.png', 'winter.png', 'Summer Frame.png']);
    expect(page.assets.every((a) => a.customerId === cleo.id)).toBe(true);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by asset type', async () => {
    const page = await list(cleo, '?assetType=badge');
    expect(page.total).toBe(2);
    expect(page.assets.map((a) => a.assetType)).toEqual(['badge', 'badge']);
  });

  it('searches names and tags case-insensitively, with % and _ taken literally', async () => {
    expect((await list(cleo, '?q=BEACH')).assets.map((a) => a.originalname)).toEqual(['second.png', 'Summer Frame.png']);
    expect((await list(cleo, '?q=frame')).assets.map((a) => a.originalname)).toEqual(['Summer Frame.png']);
    expect((await list(cleo, `?q=${encodeURIComponent('100%')}`)).assets.map((a) => a.originalname)).toEqual(['logo_100%.png']);
    expect((await list(cleo, '?q=%25')).total).toBe(1);
    expect((await list(cleo, '?q=o_1')).total).toBe(1);
    expect((await list(cleo, '?q=_')).total).toBe(1);
  });

  it('pages with limit and offset', async () => {
    const page = await list(cleo, '?limit=2&offset=2');
    expect(page.total).toBe(5);
    expect(page.assets.map((a) => a.originalname)).toEqual(['logo_100%.png', 'winter.png']);
  });

  it('pages with the keyset cursor through every asset exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AssetList = await list(cleo, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.assets.map((a) => a.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...mine].reverse().map((a) => a.id));
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assets?cursor=not-a-cursor', headers: cleo.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'cursor' }] });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/assets' })).statusCode).toBe(401);
  });
});

describe('tenancy and visibility', () => {
  let secret: Asset;

  beforeAll(async () => {
    secret = await uploadOk(t, ada, 'overlay', 'ada-secret.png', await framePng(300, 200, [{ x: 50, y: 40, width: 120, height: 90 }]));
  });

  it('keeps a customer\'s asset out of another customer\'s list, and hides it from GET, DELETE and find-rects (404)', async () => {
    expect((await list(ben)).assets.map((a) => a.id)).not.toContain(secret.id);
    expect((await list(ben, '?isPublic=true')).assets.map((a) => a.id)).not.toContain(secret.id);
    for (const [method, url] of [
      ['GET', `/api/assets/${secret.id}`],
      ['DELETE', `/api/assets/${secret.id}`],
      ['GET', `/api/assets/${secret.id}/post-processing/find-rects`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: ben.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'GET', url: secret.filePath, headers: ben.headers })).statusCode).toBe(404);
  });

  it('lets only admins change visibility: 403 for others, even the owner', async () => {
    for (const customer of [ada, ben]) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/assets/${secret.id}`, headers: customer.headers, payload: { isPublic: true } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const missing = await t.app.inject({ method: 'PATCH', url: `/api/assets/${randomUUID()}`, headers: admin.headers, payload: { isPublic: true } });
    expect(missing.statusCode).toBe(404);
  });

  it('shows an asset an admin made public to every customer, with isPublic=true, and lets them use it', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/assets/${secret.id}`, headers: admin.headers, payload: { isPublic: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Asset>()).toMatchObject({ id: secret.id, isPublic: true });

    const shared = await list(ben, '?isPublic=true');
    expect(shared.assets.map((a) => a.id)).toEqual([secret.id]);
    expect(shared.total).toBe(1);
    expect((await list(ben, '?isPublic=true&assetType=badge')).total).toBe(0);
    // Public assets are not copied into anyone's own library.
    expect((await list(ben)).assets.map((a) => a.id)).not.toContain(secret.id);

    expect((await t.app.inject({ method: 'GET', url: `/api/assets/${secret.id}`, headers: ben.headers })).statusCode).toBe(200);
    const rects = await t.app.inject({ method: 'GET', url: `/api/assets/${secret.id}/post-processing/find-rects`, headers: ben.headers });
    expect(rects.statusCode).toBe(200);
    // Still only the owner may delete it (an admin too only in support mode, as the owner).
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/${secret.id}`, headers: ben.headers })).statusCode).toBe(404);

    const back = await t.app.inject({ method: 'PATCH', url: `/api/assets/${secret.id}`, headers: admin.headers, payload: { isPublic: false } });
    expect(back.json<Asset>().isPublic).toBe(false);
    expect((await list(ben, '?isPublic=true')).total).toBe(0);

    // Both changes are in the owner's audit log, naming the admin.
    const audit = (await t.app.inject({ method: 'GET', url: '/api/customers/audit', headers: ada.headers })).json<AuditPage>();
    const changes = audit.entries.filter((entry) => entry.action === 'admin.asset.visibility');
    expect(changes.map((entry) => [entry.kind, entry.actorEmail, entry.detail.isPublic])).toEqual([
      ['admin', admin.email, false],
      ['admin', admin.email, true],
    ]);
  });
});

describe('GET /api/assets/{id}/post-processing/find-rects', () => {
  it('answers the transparent rectangles of an overlay, in reading order, with the image size', async () => {
    const frame = await framePng(620, 460, [
      { x: 330, y: 60, width: 250, height: 330 },
      { x: 40, y: 60, width: 250, height: 330 },
    ]);
    const asset = await uploadOk(t, ada, 'overlay', 'strip.png', frame);
    const response = await t.app.inject({ method: 'GET', url: `/api/assets/${asset.id}/post-processing/find-rects`, headers: ada.headers });
    expect(response.statusCode, response.body).toBe(200);
    // The frame's soft 1 px edge (alpha 5) counts as transparent, so each hole grows by 1 px on every side.
    expect(response.json()).toEqual({
      width: 620,
      height: 460,
      rects: [
        { x: 39, y: 59, width: 252, height: 332 },
        { x: 329, y: 59, width: 252, height: 332 },
      ],
    });
  });

  it('refuses assets that are not images with 400', async () => {
    const font = await uploadOk(t, ada, 'font', 'raleway.woff2', await readFile(join(MEDIA_FIXTURES, 'raleway-latin-400-normal.woff2')));
    const response = await t.app.inject({ method: 'GET', url: `/api/assets/${font.id}/post-processing/find-rects`, headers: ada.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'Transparent areas can only be found in images' });
  });
});

describe('DELETE /api/assets/{id}', () => {
  it('removes the row and every file of the asset for its owner', async () => {
    const asset = await uploadOk(t, ben, 'overlay', 'gone.png', await png(64, 64, 0.5));
    const folder = asset.filePath.replace('/api/files/', '').replace(/original\.png$/, '');
    expect((await storedKeys(t)).filter((key) => key.startsWith(folder))).toHaveLength(2);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: ben.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await storedKeys(t)).filter((key) => key.startsWith(folder))).toEqual([]);
    expect((await list(ben)).assets.map((a) => a.id)).not.toContain(asset.id);
    expect((await t.app.inject({ method: 'GET', url: asset.filePath, headers: ben.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: ben.headers })).statusCode).toBe(404);
  });

  it("lets an admin read any customer's asset but delete it only in support mode (audited, as the owner)", async () => {
    const asset = await uploadOk(t, ben, 'overlay', 'moderated.png', await png(64, 64, 0.5));
    expect((await t.app.inject({ method: 'GET', url: `/api/assets/${asset.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await list(ben)).assets.map((a) => a.id)).toContain(asset.id);
    const acting = inSupportMode(admin, (await startSupport(t, admin, ben)).token);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: acting.headers })).statusCode).toBe(200);
    expect((await list(ben)).assets.map((a) => a.id)).not.toContain(asset.id);
  });
});

describe('OpenAPI', () => {
  it('documents every asset, font and file call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/assets')).toEqual(['get', 'post']);
    expect(methods('/api/assets/{id}')).toEqual(['delete', 'get', 'patch']);
    expect(methods('/api/assets/{id}/post-processing/find-rects')).toEqual(['get']);
    expect(methods('/api/assets/font')).toEqual(['post']);
    expect(methods('/api/assets/fonts/{id}')).toEqual(['delete', 'put']);
    expect(methods('/api/fonts/{customerId}.css')).toEqual(['get']);
    // @fastify/swagger leaves HEAD routes out of the document; HEAD /api/files/* is tested in asset-files.
    expect(methods('/api/files/{*}')).toEqual(['get']);
  });
});
