import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AR_FILTER_ZIP_LIMITS, inspectZip, unsafeZipPath } from './inspect-zip.ts';
import { buildZip, deflated } from './test-zip.ts';
import { UploadRejected } from './upload-rejected.ts';

async function rejection(promise: Promise<unknown>): Promise<UploadRejected> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return error as UploadRejected;
}

const arFilter = () =>
  buildZip([
    { name: 'effect/' },
    { name: 'effect/filter.json', data: Buffer.from('{"name":"sparkles","version":2}') },
    { name: 'effect/textures/glow.png', data: randomBytes(50_000), store: true },
    { name: 'preview.png', data: randomBytes(3000) },
  ]);

it('accepts a valid AR-filter package and lists it without extracting', async () => {
  expect(await inspectZip(arFilter())).toEqual([
    { path: 'effect/', size: 0, compressedSize: 2, isDirectory: true },
    { path: 'effect/filter.json', size: 31, compressedSize: expect.any(Number), isDirectory: false },
    { path: 'effect/textures/glow.png', size: 50_000, compressedSize: 50_000, isDirectory: false },
    { path: 'preview.png', size: 3000, compressedSize: expect.any(Number), isDirectory: false },
  ]);
});

it('reads from a file on disk as well (uploads are spooled there)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'booth-zip-'));
  const path = join(dir, 'filter.zip');
  await writeFile(path, arFilter());
  expect(await inspectZip(path)).toHaveLength(4);
  await rm(dir, { recursive: true });
});

it('also reads an archive made by Info-ZIP', async () => {
  // Local header with data descriptors and extra fields, as real tools write them.
  const { execFileSync } = await import('node:child_process');
  const dir = await mkdtemp(join(tmpdir(), 'booth-zip-'));
  await writeFile(join(dir, 'a.txt'), 'hello');
  execFileSync('zip', ['-q', '-r', 'out.zip', 'a.txt'], { cwd: dir });
  expect(await inspectZip(join(dir, 'out.zip'))).toMatchObject([{ path: 'a.txt', size: 5 }]);
  await rm(dir, { recursive: true });
});

describe('refuses', () => {
  it('a ZIP bomb: a few hundred KB that unpack to 400 MB of zeros', async () => {
    const zeros = deflated(Buffer.alloc(20 * 1024 * 1024));
    const bomb = buildZip(Array.from({ length: 20 }, (_, i) => ({ name: `layer-${i}.bin`, deflated: zeros })));
    expect(bomb.length).toBeLessThan(1_000_000);
    const error = await rejection(inspectZip(bomb));
    expect(error.reason).toBe('zip-ratio');
    expect(error.code).toBe('VALIDATION');
  });

  it('more unpacked bytes than allowed, even when each entry compresses honestly', async () => {
    const zip = buildZip([
      { name: 'a.bin', data: randomBytes(600_000), store: true },
      { name: 'b.bin', data: randomBytes(600_000), store: true },
    ]);
    const error = await rejection(inspectZip(zip, { ...AR_FILTER_ZIP_LIMITS, maxTotalBytes: 1_000_000 }));
    expect(error).toMatchObject({ reason: 'zip-too-large', code: 'LIMIT_EXCEEDED' });
    expect(error.message).toContain('1 MB');
  });

  it('too many entries, before reading any', async () => {
    const zip = buildZip(Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') })));
    const error = await rejection(inspectZip(zip, { ...AR_FILTER_ZIP_LIMITS, maxEntries: 5 }));
    expect(error).toMatchObject({ reason: 'zip-too-many-entries', message: 'The archive holds 6 files; at most 5 are allowed' });
  });

  it.each(['../evil.sh', 'effect/../../evil.sh', '/etc/cron.d/evil', 'C:/evil.bat', '..\\evil.bat'])('the path %s', async (name) => {
    const zip = buildZip([{ name: 'ok.txt', data: Buffer.from('fine') }, { name, data: Buffer.from('#!/bin/sh') }]);
    expect((await rejection(inspectZip(zip))).reason).toBe('zip-unsafe-path');
  });

  it('a symbolic link', async () => {
    const zip = buildZip([{ name: 'link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777, store: true }]);
    expect((await rejection(inspectZip(zip))).reason).toBe('zip-symlink');
  });

  it('the same name twice', async () => {
    const zip = buildZip([
      { name: 'Effect.json', data: Buffer.from('{}') },
      { name: 'effect.json', data: Buffer.from('{}') },
    ]);
    expect((await rejection(inspectZip(zip))).reason).toBe('zip-duplicate');
  });

  it('something that is not a ZIP', async () => {
    expect((await rejection(inspectZip(Buffer.from('PK\x03\x04 not really')))).reason).toBe('zip-unreadable');
  });
});

it.each([
  ['a/b/c.png', undefined],
  ['a/..b/c', undefined],
  ['../x', 'climbs out with ..'],
  ['/x', 'is absolute'],
  ['a\\b', 'contains a backslash'],
])('unsafeZipPath(%j) is %j', (path, problem) => expect(unsafeZipPath(path)).toBe(problem));
