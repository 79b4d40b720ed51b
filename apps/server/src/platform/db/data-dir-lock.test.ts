import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('takes over at once the lock of a server process that was killed', async () => {
    const module = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    const script = `const { lockDataDir } = await import(${JSON.stringify(module)}); await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((locked, failed) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && locked());
      child.once('exit', (code) => failed(new Error(`lock holder exited early with ${code}`)));
    });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);

    // SIGKILL: no exit handler runs, the lock directory stays behind as after a crash or power cut.
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    const started = Date.now();
    const taken = await lockDataDir(dir);
    // Well before the 10 s after which proper-lockfile would call the lock stale.
    expect(Date.now() - started).toBeLessThan(5000);
    await taken.release();
  });
});
