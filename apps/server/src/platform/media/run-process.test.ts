import { expect, it } from 'vitest';
import { MediaError } from './media-error.ts';
import { runProcess } from './run-process.ts';

async function failure(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

it('collects stdout', async () => {
  const { stdout } = await runProcess('/bin/sh', ['-c', 'printf hello'], { timeoutMs: 5000 });
  expect(stdout.toString()).toBe('hello');
});

it('a non-zero exit is a typed error carrying the end of stderr', async () => {
  const error = await failure(runProcess('/bin/sh', ['-c', 'echo first >&2; echo "moov atom not found" >&2; exit 3'], { timeoutMs: 5000 }));
  expect(error.reason).toBe('process-failed');
  expect(error.code).toBe('INTERNAL');
  expect(error.message).toContain('moov atom not found');
  expect(error.process).toMatchObject({ exitCode: 3, stderr: 'first\nmoov atom not found' });
});

it('accepts the exit codes it is told to', async () => {
  await expect(runProcess('/bin/sh', ['-c', 'exit 1'], { timeoutMs: 5000, okExitCodes: [0, 1] })).resolves.toMatchObject({ exitCode: 1 });
});

it('kills a run that takes too long', async () => {
  const started = Date.now();
  const error = await failure(runProcess('/bin/sleep', ['10'], { timeoutMs: 200 }));
  expect(error.reason).toBe('timeout');
  expect(error.process?.signal).toBe('SIGKILL');
  expect(Date.now() - started).toBeLessThan(5000);
});

it('stops a run that writes more than allowed', async () => {
  const error = await failure(runProcess('/bin/sh', ['-c', 'head -c 100000 /dev/zero'], { timeoutMs: 5000, maxStdoutBytes: 1000 }));
  expect(error.reason).toBe('output-too-large');
});

it('a missing binary says so', async () => {
  const error = await failure(runProcess('/nonexistent/ffmpeg', [], { timeoutMs: 5000 }));
  expect(error.reason).toBe('binary-missing');
});
