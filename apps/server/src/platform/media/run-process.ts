import { spawn } from 'node:child_process';
import { MediaError } from './media-error.ts';

export interface RunOptions {
  /** Killed (SIGKILL) after this long; a stuck ffmpeg must not hold a worker forever. */
  timeoutMs: number;
  /** Stdout beyond this aborts the run; posters are piped through stdout. */
  maxStdoutBytes?: number;
  /** Exit codes that count as success (`ffmpeg -i` without an output exits with 1). */
  okExitCodes?: readonly number[];
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number | null;
}

const STDERR_TAIL = 8 * 1024;
const DEFAULT_MAX_STDOUT = 64 * 1024 * 1024;

/**
 * Runs a binary without a shell (arguments are never parsed by one, so file names cannot inject
 * commands) as a child process, which keeps decoding off the event loop.
 */
export function runProcess(binary: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  const okExitCodes = options.okExitCodes ?? [0];
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: MediaError | undefined;
    const command = `${binary} ${args.join(' ')}`;

    const stop = (error: MediaError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new MediaError('timeout', `${binary} did not finish within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) stop(new MediaError('output-too-large', `${binary} wrote more than ${maxStdout} bytes`));
      else stdout.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep only the tail: the error is at the end, and a long run's progress output is not.
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });

    // `on`, not `once`: a child emits `error` for a failed kill too, possibly after a failed start,
    // and a second event without a listener would end the server. Only the first one decides.
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const reason = error.code === 'ENOENT' || error.code === 'EACCES' ? 'binary-missing' : 'process-failed';
      reject(new MediaError(reason, `Could not start ${binary}: ${error.message}`, undefined, { cause: error }));
    });
    // A broken pipe ends the run like any other failure (the close below rejects with it).
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('error', (error: Error) => stop(new MediaError('process-failed', `${binary}: reading its output failed: ${error.message}`, undefined, { cause: error })));
    }
    child.once('close', (exitCode, signal) => {
      clearTimeout(timer);
      const details = { command, exitCode, signal, stderr: stderr.trim() };
      if (failure) {
        reject(new MediaError(failure.reason, failure.message, details));
      } else if (exitCode === null || !okExitCodes.includes(exitCode)) {
        const lastLine = details.stderr.split('\n').at(-1) ?? '';
        reject(new MediaError('process-failed', `${binary} failed (${exitCode ?? signal}): ${lastLine}`, details));
      } else {
        resolve({ stdout: Buffer.concat(stdout), stderr, exitCode });
      }
    });
  });
}
