import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { claimedPrintJobSchema } from '@booth/shared';
import { z } from 'zod';

/**
 * The job this print server has taken to a printer and not yet finished reporting: written before the
 * document goes out and again with the printer's job id, removed once the final report is accepted.
 * After a crash the program starts with it, so it watches and reports the job it had sent instead of
 * printing it again.
 */
const inFlightSchema = z.object({
  job: claimedPrintJobSchema,
  printerUri: z.string(),
  ippJobId: z.int().nullable(),
});
export type InFlightJob = z.infer<typeof inFlightSchema>;

const stateSchema = z.object({
  /** The server the token belongs to: a state file taken to another server starts a new pairing. */
  server: z.string(),
  /** The device token (a secret: the file is mode 0600). Null until the organiser confirmed the code. */
  token: z.string().nullable(),
  /** A pairing asked for and not confirmed yet, with the token it was asked for. */
  pairing: z.object({ id: z.string(), token: z.string(), code: z.string(), expiresAt: z.string() }).nullable().default(null),
  inFlight: inFlightSchema.nullable().default(null),
});
export type PrintServerState = z.infer<typeof stateSchema>;

export interface StateFile {
  readonly path: string;
  read(): PrintServerState;
  update(change: Partial<PrintServerState>): Promise<PrintServerState>;
}

/**
 * The print server's state in one JSON file (default ~/.booth-print-server.json). Every write goes to a
 * temporary file that replaces the old one, so a crash mid-write leaves the previous state, never half.
 */
export async function openStateFile(path: string, server: string): Promise<StateFile> {
  let state = await load(path, server);
  return {
    path,
    read: () => state,
    async update(change) {
      state = stateSchema.parse({ ...state, ...change });
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, path);
      // rename keeps the temporary's mode; an older file that was wider is tightened too.
      await chmod(path, 0o600);
      return state;
    },
  };
}

async function load(path: string, server: string): Promise<PrintServerState> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return stateSchema.parse({ server, token: null });
    throw error;
  }
  const parsed = stateSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`The state file ${path} is not a print server state; move it away to pair again.`);
  if (parsed.data.server !== server) {
    throw new Error(`The state file ${path} belongs to ${parsed.data.server}. Use --state with another file to pair with ${server}.`);
  }
  return parsed.data;
}
