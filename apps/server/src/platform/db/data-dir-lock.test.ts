import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'booth-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('refuses a second open of the same directory with a message naming it', async () => {
    const first = await lockDataDir(dir);
    try {
      const second = lockDataDir(dir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(dir);
      await expect(second).rejects.toThrow(`process ${process.pid}`);
    } finally {
      await first.release();
    }
  });

  it('can be taken again after release', async () => {
    await (await lockDataDir(dir)).release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('takes over at once a lock left behind by a process that died', async () => {
    const first = await lockDataDir(dir);
    // Simulate a crash: the lock directory stays, and its owner is a process that no longer exists.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    await writeFile(join(dir, '.lock-owner'), JSON.stringify({ pid: deadPid, host: hostname(), since: new Date().toISOString() }));
    const taken = await lockDataDir(dir);
    await taken.release();
    // The first handle's refresh timer must not outlive the test.
    await first.release().catch(() => undefined);
  });
});
