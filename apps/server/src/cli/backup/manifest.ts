import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A backup is a folder: the database (a PGlite data-directory tarball or a pg_dump archive), every
 * stored file under `files/` by its key, and this manifest, written last, so a folder without one is
 * an unfinished backup.
 */
export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
/** S3 only: each object's content type and cache header by key (the local store derives them from the key). */
export const OBJECTS_FILE = 'objects.json';

export const DATABASE_FILES = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;

export const manifestSchema = z.object({
  format: z.literal('boothwerk-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), file: z.string() }),
  files: z.object({ store: z.enum(['local', 's3']), count: z.number().int(), bytes: z.number().int() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const objectsSchema = z.record(z.string(), z.object({ contentType: z.string().optional(), cacheControl: z.string().optional() }));
export type ObjectsIndex = z.infer<typeof objectsSchema>;

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a backup, or one that did not finish`);
  }
  return manifestSchema.parse(JSON.parse(text));
}
