import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

interface Tracked {
  child: ChildProcess;
  /** The child leads a process group of its own: signals go to the whole group (npm → sh → node, a server's ffmpeg). */
  group: boolean;
}

/** Every process started through this module and not yet stopped, so that nothing outlives the bench. */
const running = new Set<Tracked>();

function signal({ child, group }: Tracked, name: NodeJS.Signals): void {
  try {
    if (group && child.pid) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

/** Whether anything of the child (its group, with `group`) still runs. */
function alive({ child, group }: Tracked): boolean {
  if (!group || !child.pid) return child.exitCode === null && child.signalCode === null;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills every tracked process at once (SIGKILL: used when the bench itself ends or is interrupted). */
export function killAllChildren(): number {
  const count = running.size;
  for (const entry of running) signal(entry, 'SIGKILL');
  running.clear();
  return count;
}

let exitHandlersInstalled = false;

/**
 * Makes every tracked child die with this process: on a normal exit, an uncaught error, Ctrl-C or a
 * kill. Children in a process group of their own do not get the terminal's Ctrl-C, so this is what
 * stops them. Installed by the bench runner (not on import: the end-to-end tests share this module).
 */
export function killChildrenOnExit(): void {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  process.on('exit', () => killAllChildren());
  for (const [name, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(name, () => {
      const killed = killAllChildren();
      console.error(`\n${name}: stopped ${killed} child process${killed === 1 ? '' : 'es'}`);
      process.exit(code);
    });
  }
}

/** Registers a process spawned elsewhere, so that `killAllChildren` (and the exit handlers) stop it too. */
export function track(child: ChildProcess, options: { group?: boolean } = {}): { stop(graceMs?: number): Promise<void> } {
  const entry: Tracked = { child, group: options.group ?? false };
  running.add(entry);
  if (!entry.group) child.once('exit', () => running.delete(entry));
  return {
    /** SIGTERM (to the group with `group`), SIGKILL after `graceMs`; resolves when nothing of it runs any more. */
    async stop(graceMs = 10_000) {
      if (!alive(entry)) {
        running.delete(entry);
        return;
      }
      signal(entry, 'SIGTERM');
      const deadline = Date.now() + graceMs;
      while (alive(entry)) {
        if (Date.now() > deadline) {
          signal(entry, 'SIGKILL');
          if (!entry.group) await new Promise((done) => (child.exitCode === null && child.signalCode === null ? child.once('exit', done) : done(undefined)));
          break;
        }
        await new Promise((wait) => setTimeout(wait, 50));
      }
      running.delete(entry);
    },
  };
}

export interface Child {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns a process with piped output; `stop` sends SIGTERM (to its group too, with `group`), then
 * SIGKILL after 10 s. Every child is tracked (see `killChildrenOnExit`).
 */
export function spawnChild(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; group?: boolean }): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  const tracked = track(child, { group: options.group });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output, stop: () => tracked.stop() };
}

/** Runs a TypeScript entry with tsx in its own process, so the measured server does not share our event loop. */
export function startTs(entry: string, options: { cwd: string; env: Record<string, string>; group?: boolean }): Child {
  return spawnChild(process.execPath, ['--import', 'tsx', entry], options);
}

/** Polls `url` until it answers 2xx, failing early when the process exits. */
export async function waitUntilUp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    async () =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    child,
    timeoutMs,
    `${url} did not come up`,
  );
}

/** Polls `ready` every 200 ms until it holds, failing early when `child` exits and after `timeoutMs`. */
export async function waitFor(ready: () => Promise<boolean>, child: Child, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`process exited with ${child.process.exitCode ?? child.process.signalCode} (${what}):\n${child.output()}`);
    }
    if (await ready()) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${what} within ${timeoutMs} ms:\n${child.output().slice(-4000)}`);
}
