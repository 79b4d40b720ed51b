/**
 * A photo's processing (issue 5): the `shoot_process` job from its start to the shoot being `ready` —
 * reading the row and the event's settings, copying the upload and the overlay out of the store,
 * composing at the campaign's dimension, the original, the thumbnail, the display widths, storing the
 * files and the one update — against bare sharp making and writing the same files from the same bytes
 * (support/bare-render.ts). The ratio is what the job's safety and bookkeeping cost on top of the pixel
 * work. Rounds alternate which side goes first; the median and spread are reported.
 *
 * The job's code imports with the server's `@/` alias, which tsx resolves from apps/server's tsconfig
 * only: the job side runs there as a child process (shoot-processing.bench-run.ts), driven over IPC
 * (support/child-side.ts) and stopped in any case.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bareRenderPhoto } from './support/bare-render.ts';
import { startChildSide } from './support/child-side.ts';
import { compare, formatComparison } from './support/compare.ts';
import { photoInputs } from './support/photo-inputs.ts';
import { runIfMain } from './support/runner.ts';

const JOB_SIDE = resolve(import.meta.dirname, '../apps/server/src/modules/shoots/shoot-processing.bench-run.ts');
/** Pictures per round and side (the job side's SHOOTS). */
const SHOOTS = 8;
const ROUNDS = 3;

export async function benchShootProcessing(): Promise<string> {
  const { frame, overlay } = await photoInputs();
  const jobSide = startChildSide(JOB_SIDE);
  const bareDir = await mkdtemp(join(tmpdir(), 'booth-bench-bare-'));
  let bareRuns = 0;
  try {
    await jobSide.ask({ setup: { frame, overlay } });
    await bareRenderPhoto(frame, overlay, join(bareDir, 'warm-up'));
    const result = await compare(
      {
        name: 'job',
        async run() {
          return (await jobSide.ask<{ ms: number }>('run')).ms;
        },
      },
      {
        name: 'bare',
        async run() {
          const started = performance.now();
          for (let index = 0; index < SHOOTS; index++) await bareRenderPhoto(frame, overlay, join(bareDir, String(bareRuns++)));
          return (performance.now() - started) / SHOOTS;
        },
      },
      ROUNDS,
    );
    return formatComparison('shoot processing (photo + overlay, 1280x960 → 3:4, per picture)', ['job to ready', 'bare sharp writing the same files'], result, 'ms');
  } finally {
    await jobSide.stop();
    await rm(bareDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, benchShootProcessing);
