import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashInputs, isStale, readStamp, ROOT, writeStamp } from '../scripts/build-stamp.mjs';

// `npm start` builds only what is missing or out of date (scripts/ensure-build.mjs): the rule on a
// small tree of its own, then the real script on this repository.

let root: string;
const INPUTS = ['src', 'index.html'];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'booth-stamp-'));
  await mkdir(join(root, 'src/deep'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  await writeFile(join(root, 'src/main.ts'), 'export const a = 1;');
  await writeFile(join(root, 'src/deep/util.ts'), 'export const b = 2;');
  await writeFile(join(root, 'src/main.test.ts'), 'test');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the staleness rule', () => {
  it('is stale without a stamp, current with the stamp of the same inputs', async () => {
    const stampPath = join(root, 'stamp.json');
    expect(await readStamp(stampPath)).toBeUndefined();
    const hash = await hashInputs(INPUTS, root);
    expect(isStale(undefined, hash)).toBe(true);
    await writeStamp(stampPath, hash);
    expect(isStale(await readStamp(stampPath), await hashInputs(INPUTS, root))).toBe(false);
  });

  it('follows contents, not modification times', async () => {
    const before = await hashInputs(INPUTS, root);
    await utimes(join(root, 'src/main.ts'), new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect(await hashInputs(INPUTS, root)).toBe(before);
    await writeFile(join(root, 'src/deep/util.ts'), 'export const b = 3;');
    const edited = await hashInputs(INPUTS, root);
    expect(isStale(before, edited)).toBe(true);
    await writeFile(join(root, 'src/deep/util.ts'), 'export const b = 2;');
    expect(await hashInputs(INPUTS, root)).toBe(before);
  });

  it('sees added, removed and renamed files, but not test files', async () => {
    const before = await hashInputs(INPUTS, root);
    await writeFile(join(root, 'src/main.test.ts'), 'a changed test');
    expect(await hashInputs(INPUTS, root)).toBe(before);
    await writeFile(join(root, 'src/extra.ts'), 'export {};');
    const added = await hashInputs(INPUTS, root);
    expect(added).not.toBe(before);
    await rm(join(root, 'src/extra.ts'));
    await writeFile(join(root, 'src/other.ts'), 'export {};');
    expect(await hashInputs(INPUTS, root)).not.toBe(added);
    await rm(join(root, 'src/other.ts'));
    expect(await hashInputs(INPUTS, root)).toBe(before);
  });
});

describe('scripts/ensure-build.mjs', () => {
  it('builds the server bundle when needed, then finds it current and starts nothing', () => {
    const run = () => spawnSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/server: build is current/);
    expect(second.stdout).not.toMatch(/building/);
  });

  it('refuses an unknown target', () => {
    const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs', 'nothing'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown build target "nothing"/);
  });
});
