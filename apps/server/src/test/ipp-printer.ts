import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPrinterHealth } from '../platform/ipp/ipp-printer.ts';
import { ippCall } from '../platform/ipp/ipp-transport.ts';

/**
 * A real IPP printer for tests: CUPS' ippeveprinter on loopback (Debian cups-ipp-utils), keeping every
 * document it receives (-k) and running a small command per document that records what came with it.
 *
 * Two things about ippeveprinter shape this helper:
 * - It always opens a DNS-SD (Avahi) client and exits when there is no D-Bus system bus to talk to. A
 *   private dbus-daemon on a socket in the temp folder is enough (Avahi itself need not run; with -r off
 *   nothing is announced), so a test needs neither root nor the machine's bus.
 * - Its printer-state-reasons are set only by a job's command ("STATE: +media-empty-error") and carry the
 *   suffix of the printer's state (idle: -report, processing: -warning). So "out of paper" is played as
 *   on a real printer that ran dry: a job stuck on an empty tray keeps the printer processing and
 *   reporting media-empty until paper is put in; later jobs queue behind it. That job is the helper's own
 *   and is not among the received documents.
 */
export interface TestPrinter {
  uri: string;
  receivedDocuments(): Promise<ReceivedDocument[]>;
  setMediaEmpty(on: boolean): Promise<void>;
  stop(): Promise<void>;
}
export interface ReceivedDocument {
  path: string;
  format: string;
  copies?: number;
  jobName?: string;
  ippJobId: number;
}

const IPPEVEPRINTER = ['/usr/sbin/ippeveprinter', '/usr/bin/ippeveprinter'].find((path) => existsSync(path)) ?? 'ippeveprinter';
const PAPER_OUT_JOB = 'test-printer-paper-out';
const START_TIMEOUT_MS = 10_000;

/** The per-document command: records the job, or plays the empty tray until the flag file is gone. */
const commandScript = (received: string, flag: string) => `#!/bin/sh
if [ "$IPP_JOB_NAME" = "${PAPER_OUT_JOB}" ]; then
  echo "STATE: +media-empty-error" >&2
  while [ -e "${flag}" ]; do sleep 0.1; done
  echo "STATE: -media-empty-error" >&2
  exit 0
fi
printf '%s\\t%s\\t%s\\t%s\\t%s\\n' "$IPP_JOB_ID" "$CONTENT_TYPE" "$IPP_COPIES" "$IPP_JOB_NAME" "$1" >> "${received}"
`;

export async function startTestPrinter(options: { mediaEmpty?: boolean; formats?: string[] } = {}): Promise<TestPrinter> {
  const dir = await mkdtemp(join(tmpdir(), 'booth-ipp-printer-'));
  const children: ChildProcess[] = [];
  const kill = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  const stop = async () => {
    kill();
    await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    process.removeListener('exit', kill);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const bus = join(dir, 'bus');
    const received = join(dir, 'received.tsv');
    const flag = join(dir, 'media-empty');
    const spool = join(dir, 'spool');
    const command = join(dir, 'print-command.sh');
    await mkdir(spool);
    await writeFile(command, commandScript(received, flag));
    await chmod(command, 0o755);

    const dbus = spawnLogged('dbus-daemon', ['--session', `--address=unix:path=${bus}`, '--nofork', '--nopidfile'], {});
    children.push(dbus);
    await waitForAsync(async () => existsSync(bus), 'a private D-Bus (dbus-daemon, Debian package dbus-daemon)', dbus);

    const port = await freePort();
    const formats = (options.formats ?? ['application/pdf', 'image/jpeg']).join(',');
    const printer = spawnLogged(IPPEVEPRINTER, ['-p', String(port), '-n', 'localhost', '-r', 'off', '-f', formats, '-k', '-d', spool, '-c', command, `Booth Test Printer ${port}`], {
      DBUS_SYSTEM_BUS_ADDRESS: `unix:path=${bus}`,
    });
    children.push(printer);
    const uri = `ipp://127.0.0.1:${port}/ipp/print`;
    await waitForAsync(async () => (await readPrinterHealth(uri, { timeoutMs: 500 })).state !== 'unreachable', 'ippeveprinter (Debian package cups-ipp-utils) to answer', printer);

    const hasMediaEmpty = async () => (await readPrinterHealth(uri)).reasons.some((reason) => reason.startsWith('media-empty'));
    const testPrinter: TestPrinter = {
      uri,
      async receivedDocuments() {
        const lines = (await readFile(received, 'utf8').catch(() => '')).split('\n').filter(Boolean);
        return lines.map((line) => {
          const [jobId = '', format = '', copies = '', jobName = '', path = ''] = line.split('\t');
          return { ippJobId: Number(jobId), format, path, ...(copies ? { copies: Number(copies) } : {}), ...(jobName ? { jobName } : {}) };
        });
      },
      async setMediaEmpty(on) {
        if (on) {
          if (existsSync(flag)) return;
          await writeFile(flag, '');
          await ippCall(uri, {
            operation: 'Print-Job',
            operationAttributes: { 'job-name': PAPER_OUT_JOB, 'document-format': 'application/pdf' },
            data: Buffer.from('%PDF-1.4\n%paper out\n'),
          });
          await waitForAsync(hasMediaEmpty, 'the printer to report media-empty', printer);
        } else {
          await rm(flag, { force: true });
          await waitForAsync(async () => !(await hasMediaEmpty()), 'the printer to clear media-empty', printer);
        }
      },
      stop,
    };
    if (options.mediaEmpty) await testPrinter.setMediaEmpty(true);
    return testPrinter;
  } catch (error) {
    await stop();
    throw error;
  }
}

function spawnLogged(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  child.on('error', (error) => {
    log += `\n${error.message}`;
  });
  Object.defineProperty(child, 'recentLog', { get: () => log });
  return child;
}

const recentLog = (child: ChildProcess | undefined) => (child ? String((child as ChildProcess & { recentLog?: string }).recentLog ?? '') : '');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForAsync(check: () => Promise<boolean>, what: string, child?: ChildProcess): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`The process stopped while waiting for ${what}:\n${recentLog(child)}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}${child ? `:\n${recentLog(child)}` : ''}`);
}
