import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
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

describe('archives inside the archive', () => {
  const inner = () => buildZip([{ name: 'mask.json', data: Buffer.from('{"mask":true}') }, { name: 'mask.png', data: randomBytes(2000) }]);

  it('are checked like the outer one and accepted when they pass, even named as something else', async () => {
    const zip = buildZip([
      { name: 'effect.json', data: Buffer.from('{}') },
      { name: 'extras/masks.zip', data: inner(), store: true },
      { name: 'extras/looks-like.png', data: buildZip([{ name: 'inner/deeper.zip', data: inner() }]) },
    ]);
    expect((await inspectZip(zip)).map((entry) => entry.path)).toEqual(['effect.json', 'extras/masks.zip', 'extras/looks-like.png']);
  });

  it('are read from a spooled file too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'booth-zip-'));
    const path = join(dir, 'filter.zip');
    await writeFile(path, buildZip([{ name: 'masks.zip', data: inner() }, ...Array.from({ length: 50 }, (_, i) => ({ name: `t${i}.bin`, data: randomBytes(400) }))]));
    expect(await inspectZip(path)).toHaveLength(51);
    await rm(dir, { recursive: true });
  });

  it('refuse a bomb inside an honest-looking archive', async () => {
    const zeros = deflated(Buffer.alloc(20 * 1024 * 1024));
    const bomb = buildZip(Array.from({ length: 5 }, (_, i) => ({ name: `layer-${i}.bin`, deflated: zeros })));
    const error = await rejection(inspectZip(buildZip([{ name: 'effect.json', data: Buffer.from('{}') }, { name: 'textures.zip', data: bomb, store: true }])));
    expect(error).toMatchObject({ reason: 'zip-ratio' });
    expect(error.message).toContain('textures.zip/layer-0.bin');
  });

  it('share one budget of entries and unpacked bytes with the outer archive', async () => {
    const many = buildZip(Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') })));
    const files = buildZip([{ name: 'a.txt', data: Buffer.from('a') }, { name: 'b.txt', data: Buffer.from('b') }, { name: 'many.zip', data: many }]);
    expect((await rejection(inspectZip(files, { ...AR_FILTER_ZIP_LIMITS, maxEntries: 6 }))).reason).toBe('zip-too-many-entries');
    expect(await inspectZip(files, { ...AR_FILTER_ZIP_LIMITS, maxEntries: 7 })).toHaveLength(3);

    const big = buildZip([{ name: 'noise.bin', data: randomBytes(600_000), store: true }]);
    const bytes = buildZip([{ name: 'big.zip', data: big, store: true }]);
    // The nested archive (600 KB) and its content (600 KB) both count.
    expect((await rejection(inspectZip(bytes, { ...AR_FILTER_ZIP_LIMITS, maxTotalBytes: 1_000_000 }))).reason).toBe('zip-too-large');
  });

  it('refuse nesting deeper than the limit (42.zip style)', async () => {
    let nested = inner();
    for (let level = 0; level < 3; level++) nested = buildZip([{ name: `level-${level}.zip`, data: nested }]);
    const error = await rejection(inspectZip(buildZip([{ name: 'top.zip', data: nested }])));
    expect(error).toMatchObject({ reason: 'zip-nested', code: 'VALIDATION' });
    expect(error.message).toContain('more than 2 deep');
  });

  it('refuse unsafe paths and links inside them', async () => {
    const evil = buildZip([{ name: '../../evil.sh', data: Buffer.from('#!/bin/sh') }]);
    const error = await rejection(inspectZip(buildZip([{ name: 'ok.txt', data: Buffer.from('ok') }, { name: 'more.zip', data: evil }])));
    expect(error.reason).toBe('zip-unsafe-path');
    const link = buildZip([{ name: 'link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777, store: true }]);
    expect((await rejection(inspectZip(buildZip([{ name: 'more.zip', data: link }])))).reason).toBe('zip-symlink');
  });

  it('refuse a nested archive that is too large to read for checking, and one that is broken', async () => {
    const big = buildZip([{ name: 'noise.bin', data: randomBytes(300_000), store: true }]);
    const error = await rejection(inspectZip(buildZip([{ name: 'big.zip', data: big }]), { ...AR_FILTER_ZIP_LIMITS, maxNestedBytes: 100_000 }));
    expect(error).toMatchObject({ reason: 'zip-nested' });
    expect((await rejection(inspectZip(buildZip([{ name: 'broken.zip', data: Buffer.from('PK\x03\x04 not really a zip') }])))).reason).toBe('zip-unreadable');
  });

  it('refuse archive formats that cannot be looked into', async () => {
    const gz = gzipSync(Buffer.alloc(1_000_000));
    const error = await rejection(inspectZip(buildZip([{ name: 'effect.json', data: Buffer.from('{}') }, { name: 'data.bin', data: gz, store: true }])));
    expect(error).toMatchObject({ reason: 'zip-nested' });
    expect(error.message).toBe('data.bin is a gzip archive; archives inside an AR filter must be ZIP files');
    const tar = Buffer.alloc(1024);
    tar.write('ustar', 257);
    expect((await rejection(inspectZip(buildZip([{ name: 'x.tar', data: tar }])))).message).toContain('tar archive');
  });
});

it.each([
  ['a/b/c.png', undefined],
  ['a/..b/c', undefined],
  ['../x', 'climbs out with ..'],
  ['/x', 'is absolute'],
  ['a\\b', 'contains a backslash'],
])('unsafeZipPath(%j) is %j', (path, problem) => expect(unsafeZipPath(path)).toBe(problem));
