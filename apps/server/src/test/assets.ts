import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Asset } from '@booth/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { customers } from '@/modules/customers/customers.table.ts';
import { registerActivated, signIn } from './auth-flows.ts';
import { multipartBody, type FormPart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export const MEDIA_FIXTURES = fileURLToPath(new URL('../../test-fixtures/media/', import.meta.url));

export interface TestCustomer {
  id: string;
  email: string;
  headers: { authorization: string };
  token: string;
}

/** A registered, activated and signed-in customer. */
export async function signedInCustomer(t: TestApp, email: string): Promise<TestCustomer> {
  await registerActivated(t, email);
  const headers = await signIn(t, email);
  const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
  return { id: user.json<{ id: string }>().id, email, headers, token: headers.authorization.slice('Bearer '.length) };
}

export async function makeAdmin(t: TestApp, customer: TestCustomer): Promise<void> {
  await t.runtime.database.db.update(customers).set({ admin: true }).where(eq(customers.id, customer.id));
}

export function upload(t: TestApp, customer: TestCustomer | undefined, parts: FormPart[], url = '/api/assets', extraHeaders: Record<string, string> = {}) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...customer?.headers, ...extraHeaders } });
}

/** Uploads with the fields first (as clients should) and expects 201; returns the asset. */
export async function uploadOk(t: TestApp, customer: TestCustomer, assetType: string, filename: string, data: Buffer, tags = ''): Promise<Asset> {
  const response = await upload(t, customer, [
    { name: 'assetType', value: assetType },
    { name: 'tags', value: tags },
    { name: 'file', filename, data },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Asset>();
}

/** Every file in the local store, as keys. */
export async function storedKeys(t: TestApp): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Files left in the upload spool folder (must be none after every request). */
export async function spooledFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.config.tmpDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A PNG of the given size: opaque colour, or with `alpha` below 1 for overlays. */
export function png(width: number, height: number, alpha = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha } } }).png().toBuffer();
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c04080' } }).jpeg().toBuffer();
}

/** A real H.264 MP4 of the given size made with the system ffmpeg (tenths of a second for these sizes). */
export function makeMp4(path: string, width: number, height: number, seconds = 1): string {
  const result = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=10:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', path],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  return path;
}
