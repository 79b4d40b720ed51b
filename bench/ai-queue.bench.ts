/**
 * What the AI queue costs per job (issue 26) when 20 guests of one campaign start an AI picture at
 * once: 20 executions of a local-effect filter on a booth photo (the test card, 1536 × 2048 JPEG)
 * started together through the execution engine's `start` — booking in a transaction, queueing
 * `ai_execute` — and run by the server's job workers (support/ai-queue-side.ts: the real runtime,
 * embedded PGlite, workers on), from the starts to the last one succeeded; against the same 20 runs of
 * the same provider on the same photo called directly, as many at a time as the queue has workers
 * (JOB_CONCURRENCY, the number of cores by default). Both sides run in the same process, interleaved
 * round by round; median and spread. The effect is duotone, the cheapest of the six, so that the
 * queue's share shows most; the upload itself (checked and re-encoded before any start) is not part
 * of either side: a round's inputs are put into the store before its clock starts.
 *
 * Printed: the wall times and their ratio; the overhead per job, (queued − direct) × workers ÷ jobs,
 * i.e. the worker time a job costs beyond its provider run; and where it goes, from the times the
 * executions recorded: how long `start` took to answer, a job's time inside the worker (running →
 * succeeded: copying the input out of the store, the provider, checking and re-encoding the result,
 * storing it) against the provider's own run on the direct side, of which the result check alone
 * (timed beside the rounds on a result of the same provider) takes what share, and the worker time
 * between jobs (fetching the next job, marking it running, completing the last) per job.
 */
import { resolve } from 'node:path';
import { BOOTH_PHOTO, boothPhotoJpeg } from './support/booth-photo.ts';
import type { AiQueueSetup, CheckRound, DirectRound, QueuedRound, SetupAnswer, SideMessage } from './support/ai-queue-side.ts';
import { startChildSide } from './support/child-side.ts';
import { formatComparison, formatStats, interleave, statsOf, type Comparison } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';

const SIDE = resolve(import.meta.dirname, 'support/ai-queue-side.ts');
const JOBS = 20;
const ROUNDS = 3;
const EFFECT = 'duotone';

/** Result checks per round, beside the jobs (the third side: a breakdown, no ratio). */
const CHECKS = 6;

const median = (values: readonly number[]) => statsOf(values).median;
const message = (side: SideMessage['side'], count: number): SideMessage => ({ side, count });

export async function benchAiQueue(): Promise<string> {
  const photo = await boothPhotoJpeg();
  const side = startChildSide(SIDE);
  try {
    const setup: AiQueueSetup = { setup: { photo, effect: EFFECT } };
    const { concurrency, database } = await side.ask<SetupAnswer>(setup);
    // Warm both paths (libvips, the effect's loops, the queue's and the database's first queries), a job per worker.
    await side.ask<QueuedRound>(message('queued', concurrency));
    await side.ask<DirectRound>(message('direct', concurrency));

    const queuedRounds: QueuedRound[] = [];
    const directRounds: DirectRound[] = [];
    const checkRounds: CheckRound[] = [];
    const sides = [
      {
        async run() {
          const round = await side.ask<QueuedRound>(message('queued', JOBS));
          queuedRounds.push(round);
          return round.ms;
        },
      },
      {
        async run() {
          const round = await side.ask<DirectRound>(message('direct', JOBS));
          directRounds.push(round);
          return round.ms;
        },
      },
      {
        async run() {
          checkRounds.push(await side.ask<CheckRound>(message('check', CHECKS)));
          return 0;
        },
      },
    ];
    const [queued, direct] = (await interleave(sides, ROUNDS)) as [number[], number[], number[]];
    const comparison: Comparison = {
      subject: statsOf(queued),
      baseline: statsOf(direct),
      ratio: statsOf(queued.map((value, index) => value / (direct[index] as number))),
      rounds: queued.length,
    };
    // Rounds of the two sides pair up by index: interleave runs round i of both before round i + 1.
    const overhead = queued.map((value, index) => ((value - (direct[index] as number)) * concurrency) / JOBS);
    const jobs = queuedRounds.flatMap((round) => round.jobs);
    const runs = directRounds.flatMap((round) => round.runs);
    const checks = checkRounds.flatMap((round) => round.checks);
    // Worker time not spent inside an execution (running → succeeded), per job, each round.
    const between = queuedRounds.map((round) => (round.ms * concurrency - round.jobs.reduce((sum, job) => sum + job.durationMs, 0)) / JOBS);
    // A job's time inside the worker beyond the provider's run, round by round (the rounds' medians).
    const beyondProvider = queuedRounds.map((round, index) => median(round.jobs.map((job) => job.durationMs)) - median(directRounds[index]!.runs));
    const { width, height } = BOOTH_PHOTO;

    return [
      `${formatComparison(`AI queue, ${JOBS} executions at once (local ${EFFECT}, ${width}×${height}), ${concurrency} workers, ${database}, starts to the last succeeded (ms)`, ['engine start → ai_execute jobs', `provider runs directly, ${concurrency} at a time`], comparison, 'ms')}` +
        `; overhead per job (queued − direct) × ${concurrency} ÷ ${JOBS}: ${formatStats(statsOf(overhead), 'ms')}`,
      `AI queue, where it goes (medians over ${jobs.length} jobs / ${runs.length} direct runs): start answered after ${formatStats(statsOf(jobs.map((job) => job.started)), 'ms')}; ` +
        `first job running after ${formatStats(statsOf(queuedRounds.map((round) => Math.min(...round.jobs.map((job) => job.running)))), 'ms')}; ` +
        `inside the worker (running → succeeded) ${formatStats(statsOf(jobs.map((job) => job.durationMs)), 'ms')} vs the provider's own run ${formatStats(statsOf(runs), 'ms')}, ` +
        `the difference of the two per round (store copies, result check, row updates) ${formatStats(statsOf(beyondProvider), 'ms')}, ` +
        `the result check alone (probe, decode, re-encode; ${concurrency} at a time) ${formatStats(statsOf(checks), 'ms')}; ` +
        `worker time outside executions ${formatStats(statsOf(between), 'ms')} per job (start-up, picking up, completing)`,
    ].join('\n');
  } finally {
    await side.stop();
  }
}

await runIfMain(import.meta.url, benchAiQueue);
