import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { track } from './processes.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');

export interface ChildSide {
  /** Sends one message and waits for its answer; an answer `{ error }` is thrown here. */
  ask<T extends object>(message: unknown): Promise<T>;
  /** Asks the child to clean up and exit; kills it when it does not within 10 s. */
  stop(): Promise<void>;
}

/**
 * One side of a bench that runs the server's own code in a process of its own, under apps/server,
 * where tsx resolves the server's `@/` imports; driven over IPC (see `serveChildSide`), so that the
 * bench can interleave it with its other side round by round.
 */
export function startChildSide(entry: string): ChildSide {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: SERVER_DIR, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  const tracked = track(child);
  return {
    ask<T extends object>(message: unknown) {
      return new Promise<T>((done, fail) => {
        const onExit = (code: number | null) => fail(new Error(`${entry} exited with ${code}`));
        const onMessage = (reply: T | { error: string } | { type: 'dependency' }) => {
          // tsx's loader tells its parent every module it loads (for watch mode): not an answer.
          if ('type' in reply && reply.type === 'dependency') return;
          child.off('exit', onExit);
          child.off('message', onMessage);
          if ('error' in reply) fail(new Error(reply.error));
          else done(reply as T);
        };
        child.once('exit', onExit);
        child.on('message', onMessage);
        child.send(message as object);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null && child.connected) {
        const exited = new Promise((done) => child.once('exit', done));
        child.send('stop');
        await Promise.race([exited, new Promise((wait) => setTimeout(wait, 10_000))]);
      }
      await tracked.stop(2_000);
    },
  };
}

/**
 * The child's end: answers each message with `handle`'s result (an object), or `{ error }` when it
 * throws; on 'stop' calls `close` and exits.
 */
export function serveChildSide(handle: (message: unknown) => Promise<object>, close: () => Promise<void>): void {
  process.on('message', (message: unknown) => {
    void (async () => {
      if (message === 'stop') {
        await close().catch(() => undefined);
        process.exit(0);
      }
      try {
        process.send?.(await handle(message));
      } catch (error) {
        process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    })();
  });
}
