/**
 * A photo's processing (issue 5): the `shoot_process` job from its start to the shoot being `ready` —
 * reading the row and the event's settings, copying the upload and the overlay out of the store,
 * composing at the campaign's dimension, the original, the thumbnail, the display widths, storing the
 * files and the one update — against bare sharp making and writing the same files from the same bytes
 * (support/bare-render.ts). The ratio is what the job's safety and bookkeeping cost on top of the pixel
 * work. Rounds alternate which side goes first; the median and spread are reported.
 *
 * The job's code imports with the server's `@/` alias, which tsx resolves from apps/server's tsconfig
 * only: the job side runs there as a child process (shoot-processing.bench-run.ts), driven over IPC.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bareRenderPhoto } from './support/bare-render.ts';
import { compare, formatComparison } from './support/compare.ts';
import { photoInputs } from './support/photo-inputs.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../apps/server');
/** Pictures per round and side (the job side's SHOOTS). */
const SHOOTS = 8;
const ROUNDS = 3;


type Reply = { ready: true } | { ms: number } | { error: string };

function ask(child: ChildProcess, message: unknown): Promise<Reply> {
  return new Promise((done, fail) => {
    const onExit = (code: number | null) => fail(new Error(`the job side exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (reply: Reply) => {
      child.off('exit', onExit);
      if ('error' in reply) fail(new Error(reply.error));
      else done(reply);
    });
    child.send(message as object);
  });
}

export async function benchShootProcessing(): Promise<string> {
  const { frame, overlay } = await photoInputs();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/shoots/shoot-processing.bench-run.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const bareDir = await mkdtemp(join(tmpdir(), 'booth-bench-bare-'));
  let bareRuns = 0;
  try {
    await ask(child, { setup: { frame, overlay } });
    await bareRenderPhoto(frame, overlay, join(bareDir, 'warm-up'));
    const result = await compare(
      {
        name: 'job',
        async run() {
          const reply = await ask(child, 'run');
          if (!('ms' in reply)) throw new Error('the job side did not measure');
          return reply.ms;
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
    const exited = new Promise((done) => child.once('exit', done));
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    await rm(bareDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchShootProcessing());
}
