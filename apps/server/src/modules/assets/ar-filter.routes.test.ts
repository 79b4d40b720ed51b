import { randomUUID } from 'node:crypto';
import { arFilterManifestSchema, type Asset } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '@/modules/events/events.test-support.ts';
import { buildZip, deflated } from '@/platform/uploads/test-zip.ts';
import { sampleArFilterFiles, sampleArFilterZip, SAMPLE_AR_MANIFEST, zipFiles } from '@/test/ar-filter-fixture.ts';
import { jpeg, makeAdmin, png, signedInCustomer, spooledFiles, storedKeys, upload, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { guestArFilter } from './ar-filter-guest.ts';
import { findAssetById } from './assets.repo.ts';

let t: TestApp;
let owner: TestCustomer;
let other: TestCustomer;
let refused: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInCustomer(t, 'ar-owner@example.com');
  other = await signedInCustomer(t, 'ar-other@example.com');
  refused = await signedInCustomer(t, 'ar-refused@example.com');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The URL of the checked manifest a guest loads, from the asset's row. */
async function manifestSrc(asset: Asset): Promise<string> {
  const row = await findAssetById(t.runtime.database.db, asset.id);
  const src = row && guestArFilter(row)?.manifestSrc;
  if (!src) throw new Error('no manifest for the guest');
  return src;
}

const sibling = (src: string, file: string) => `${src.slice(0, src.lastIndexOf('/') + 1)}${file}`;

describe('an AR filter that passes', () => {
  it('is stored with its preview as thumbnail, and its layers and manifest are served beside the ZIP', async () => {
    const asset = await uploadOk(t, owner, 'arFilter', 'party.zip', await sampleArFilterZip());
    expect(asset).toMatchObject({ assetType: 'arFilter', mimetype: 'application/zip', orientation: 'square' });
    expect(asset.thumbnailPath).toMatch(/\/thumb\.webp$/);
    const thumb = await get(asset.thumbnailPath ?? '', owner.headers);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 180, height: 180 });

    const src = await manifestSrc(asset);
    expect(src).toBe(sibling(asset.filePath, 'ar-filter.json'));
    const manifest = await get(src, owner.headers);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/json');
    const stored = arFilterManifestSchema.parse(manifest.json());
    expect(stored.layers.map((layer) => [layer.file, layer.anchor, layer.scale])).toEqual([
      ['ar-layer-0.png', ['leftEye', 'rightEye'], { reference: 'eyeDistance', pixels: 300 }],
      ['ar-layer-1.png', ['forehead'], { reference: 'faceWidth', pixels: 400 }],
    ]);
    for (const [file, size] of [
      ['ar-layer-0.png', [600, 220]],
      ['ar-layer-1.png', [400, 420]],
    ] as const) {
      const layer = await get(sibling(src, file), owner.headers);
      expect(layer.statusCode, file).toBe(200);
      expect(layer.headers['content-type']).toBe('image/png');
      const meta = await sharp(layer.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', ...size, true]);
    }
  });

  it('may sit inside one folder, as zipping a folder makes it, with zip tools\' clutter beside it', async () => {
    const files = await sampleArFilterFiles();
    const zip = await zipFiles({ ...Object.fromEntries(Object.entries(files).map(([path, data]) => [`party/${path}`, data])), 'party/.DS_Store': Buffer.from('x'), '__MACOSX/party/._glasses.png': Buffer.from('x') });
    const asset = await uploadOk(t, owner, 'arFilter', 'folder.zip', zip);
    expect((await get(sibling(await manifestSrc(asset), 'ar-layer-1.png'), owner.headers)).statusCode).toBe(200);
  });

  it('answers the same upload id twice with the one asset', async () => {
    const id = randomUUID();
    const zip = await sampleArFilterZip();
    const parts = [{ name: 'assetType', value: 'arFilter' }, { name: 'id', value: id }, { name: 'file', filename: 'again.zip', data: zip }];
    const first = await upload(t, owner, parts);
    const second = await upload(t, owner, parts);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<Asset>().id).toBe(first.json<Asset>().id);
  });
});

describe('who reads a filter\'s layers', () => {
  let asset: Asset;
  let layerUrl: string;

  beforeAll(async () => {
    asset = await uploadOk(t, owner, 'arFilter', 'private.zip', await sampleArFilterZip());
    layerUrl = sibling(await manifestSrc(asset), 'ar-layer-0.png');
  });

  it('not another customer, nor a guest, while the filter is private and no live campaign uses it', async () => {
    expect((await get(layerUrl, other.headers)).statusCode).toBe(404);
    expect((await get(await manifestSrc(asset), other.headers)).statusCode).toBe(404);
    expect((await get(layerUrl)).statusCode).toBe(404);
  });

  it('a guest, once a campaign of the owner offers it', async () => {
    await createEvent(t, owner, { name: 'AR party', boothType: 'ipad', shutter: { photo: { enabled: true, arFilters: [asset.id] } } } as never);
    const layer = await get(layerUrl);
    expect(layer.statusCode).toBe(200);
    expect(layer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('everyone, once an admin made it public', async () => {
    const admin = await signedInCustomer(t, 'ar-admin@example.com');
    await makeAdmin(t, admin);
    const response = await t.app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers: admin.headers, payload: { isPublic: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(layerUrl, other.headers)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives no manifest to an archive that never had one checked', () => {
    expect(guestArFilter({ assetType: 'arFilter', customerId: owner.id, id: asset.id, thumbnailKey: null })).toBeUndefined();
    expect(guestArFilter({ assetType: 'overlay', customerId: owner.id, id: asset.id, thumbnailKey: 'x' })).toBeUndefined();
  });
});

describe('an AR filter that is refused stores nothing and says why', () => {
  /** After every refusal: no file in the store, no row, nothing left in the spool folder. */
  afterEach(async () => {
    expect((await storedKeys(t)).filter((key) => key.startsWith(`assets/${refused.id}/`))).toEqual([]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/assets', headers: refused.headers });
    expect(listed.json<{ total: number }>().total).toBe(0);
    expect(await spooledFiles(t)).toEqual([]);
  });

  async function refusal(zip: Buffer, status = 400): Promise<string> {
    const response = await upload(t, refused, [{ name: 'assetType', value: 'arFilter' }, { name: 'file', filename: 'filter.zip', data: zip }]);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ message: string }>().message;
  }

  const manifest = (change: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...SAMPLE_AR_MANIFEST, ...change }));

  it('a bad manifest: each field named', async () => {
    const layers = [{ ...SAMPLE_AR_MANIFEST.layers[0], anchor: 'leftEyebrow' }, { ...SAMPLE_AR_MANIFEST.layers[1], scale: { pixels: -3 } }];
    expect(await refusal(await sampleArFilterZip({ 'manifest.json': manifest({ layers }) }))).toBe(
      'AR filter: manifest.json: layers.0.anchor.0: unknown landmark "leftEyebrow"; use one of leftEye, rightEye, betweenEyes, noseTip, upperLip, mouthCenter, chin, forehead, leftEar, rightEar, leftCheek, rightCheek; layers.1.scale.pixels: scale.pixels must be more than 0',
    );
  });

  it('a manifest that is not JSON, or none at all', async () => {
    expect(await refusal(await sampleArFilterZip({ 'manifest.json': Buffer.from('{ version: 1') }))).toMatch(/^AR filter: manifest\.json is not valid JSON \(/);
    expect(await refusal(await sampleArFilterZip({ 'manifest.json': null }))).toBe(
      'AR filter: the ZIP has no manifest.json; put it at the top of the ZIP, or in the one folder that holds all the files',
    );
  });

  it('files the manifest names but the ZIP lacks', async () => {
    expect(await refusal(await sampleArFilterZip({ 'layers/hat.png': null, 'preview.png': null }))).toBe(
      'AR filter: the ZIP lacks preview.png, layers/hat.png, which are needed by manifest.json',
    );
  });

  it('a layer that is no PNG: a JPEG, or text named .png', async () => {
    expect(await refusal(await sampleArFilterZip({ 'glasses.png': await jpeg(300, 100) }))).toBe('AR filter: glasses.png must be a PNG image, not JPEG');
    expect(await refusal(await sampleArFilterZip({ 'glasses.png': Buffer.from('these are no glasses') }))).toBe(
      'AR filter: glasses.png: The file is not a PNG, JPEG or GIF image',
    );
  });

  it('a layer that is too large, opaque, or cut off', async () => {
    expect(await refusal(await sampleArFilterZip({ 'glasses.png': await png(1500, 200, 0.5) }))).toBe(
      'AR filter: glasses.png is 1500x200 px; layers may be at most 1024 px on each side',
    );
    const opaque = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } }).png().toBuffer();
    expect(await refusal(await sampleArFilterZip({ 'glasses.png': opaque }))).toBe(
      "AR filter: glasses.png has no transparency; a layer is drawn over the guest's face, so it needs a PNG with an alpha channel",
    );
    const whole = await png(600, 220, 0.5);
    expect(await refusal(await sampleArFilterZip({ 'glasses.png': whole.subarray(0, whole.length - 40) }))).toBe('AR filter: glasses.png: The image could not be decoded');
  });

  it('a preview that is not 180x180', async () => {
    expect(await refusal(await sampleArFilterZip({ 'preview.png': await png(200, 180) }))).toBe('AR filter: preview.png must be 180x180 px, got 200x180');
  });

  it('a path that climbs out of the folder, before the manifest is even read', async () => {
    const files = await sampleArFilterFiles();
    const zip = buildZip([...Object.entries(files).map(([name, data]) => ({ name, data })), { name: '../../etc/cron.d/evil', data: Buffer.from('* * * * * root sh') }]);
    expect(await refusal(zip)).toContain('unsafe path');
  });

  it('a ZIP bomb posing as a layer', async () => {
    const files = await sampleArFilterFiles();
    const zeros = deflated(Buffer.alloc(20_000_000));
    const zip = buildZip([...Object.entries(files).filter(([name]) => name !== 'glasses.png').map(([name, data]) => ({ name, data })), { name: 'glasses.png', deflated: zeros }]);
    expect(await refusal(zip)).toMatch(/glasses\.png is compressed \d+:1, which only a ZIP bomb is/);
  });

  it('a layer larger than its byte limit, by its declared size, and too many files', async () => {
    const files = await sampleArFilterFiles();
    const noise = await sharp(Buffer.from(Array.from({ length: 1024 * 1024 * 4 }, () => Math.floor(Math.random() * 256))), { raw: { width: 1024, height: 1024, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(await refusal(await zipFiles({ ...files, 'glasses.png': noise }), 422)).toBe('AR filter: glasses.png is 4.2 MB unpacked; at most 4 MB are allowed');
    const crowd = Object.fromEntries(Array.from({ length: 70 }, (_, index) => [`extra/note-${index}.txt`, Buffer.from('x')]));
    expect(await refusal(await zipFiles({ ...files, ...crowd }), 422)).toBe(
      'AR filter: the ZIP holds more than 64 files; a filter needs its manifest, preview and at most 8 layers',
    );
  });
});
