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

export interface Child {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Spawns a process with piped output; `stop` sends SIGTERM (to its group too, with `group`), then SIGKILL after 10 s. */
export function spawnChild(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; group?: boolean }): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const signal = (name: NodeJS.Signals) => {
    if (options.group && child.pid) process.kill(-child.pid, name);
    else child.kill(name);
  };
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a TypeScript entry with tsx in its own process, so the measured server does not share our event loop. */
export function startTs(entry: string, options: { cwd: string; env: Record<string, string> }): Child {
  return spawnChild(process.execPath, ['--import', 'tsx', entry], options);
}

/** Polls `url` until it answers 2xx, failing early when the process exits. */
export async function waitUntilUp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`process exited with ${child.process.exitCode}:\n${child.output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms:\n${child.output()}`);
}
