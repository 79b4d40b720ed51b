/**
 * A photo's processing (issue 5): the `shoot_process` job from its start to the shoot being `ready` —
 * reading the row and the event's settings, copying the upload and the overlay out of the store,
 * composing at the campaign's dimension, the original, the thumbnail, storing the files and the one
 * update — against bare sharp making the same composite and thumbnail from the same bytes in memory.
 * The ratio is what the job's safety and bookkeeping cost on top of the pixel work.
 *
 * The job's code imports with the server's `@/` alias, which tsx resolves from apps/server's
 * tsconfig only: the measurement runs there as a child process (shoot-processing.bench-run.ts).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');

export async function benchShootProcessing(): Promise<string> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/shoots/shoot-processing.bench-run.ts'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !line.startsWith('{')) throw new Error(`shoot processing bench failed: ${result.stderr || result.stdout}`);
  const { jobMs, bareMs } = JSON.parse(line) as { jobMs: number; bareMs: number };
  return `shoot processing (photo + overlay + thumbnail, 1280x960 → 3:4): job ${jobMs.toFixed(0)} ms to ready vs bare sharp composite ${bareMs.toFixed(0)} ms → ratio ${(jobMs / bareMs).toFixed(2)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchShootProcessing());
}
