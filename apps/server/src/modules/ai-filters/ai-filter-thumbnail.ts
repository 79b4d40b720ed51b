import type { AiExecution } from '@booth/shared';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { NotFound } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { aiFilterActor, changeableAiFilter } from './ai-filter-access.ts';
import { aiFilterThumbnailKey, REFERENCE_PORTRAIT_KEY } from './ai-filter-files.ts';
import { findAiFilterBySlug, setAiFilterThumbnail } from './ai-filters.repo.ts';
import type { AiExecutionRow, AiFilterRow } from './ai-filters.table.ts';

/** A card in the studio and a booth's filter picker: 512 px on the long side is sharp on any phone. */
export const AI_THUMBNAIL_MAX_SIDE = 512;
/** Under `?v=<updatedAt ms>` the address changes with the thumbnail, so it is cached for good. */
export const THUMBNAIL_VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** Without the current version the answer may be out of date soon: a few minutes. */
export const THUMBNAIL_CACHE = 'public, max-age=300';

export interface ThumbnailDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  now: () => Date;
  log: Logger;
}

/**
 * Makes the small thumbnail from a picture the filter made and points the filter at it; the thumbnail
 * it replaces is deleted. Idempotent: the key is named after what made it, so a second call writes the
 * same file and the same row. `madeBy` is the execution id (or `seed` for the library's own).
 */
export async function storeAiFilterThumbnail(deps: ThumbnailDeps, filterId: string, madeBy: string, picture: Buffer): Promise<string | null> {
  const thumb = await deps.media.thumbnail(picture, AI_THUMBNAIL_MAX_SIDE);
  const key = aiFilterThumbnailKey(filterId, madeBy);
  await deps.files.put(key, thumb.data, { contentType: thumb.contentType, cacheControl: THUMBNAIL_VERSIONED_CACHE });
  const set = await setAiFilterThumbnail(deps.db, filterId, key, deps.now());
  // The filter was deleted while its thumbnail was made: nobody will ever ask for this file.
  const orphan = set ? set.replaced : key;
  if (orphan) await deps.files.delete(orphan).catch((error: unknown) => deps.log.warn({ err: error, key: orphan }, 'an old AI filter thumbnail could not be removed'));
  return set ? key : null;
}

/**
 * The completion hook of thumbnail executions (ai-execute.job.ts `onFinished.thumbnail`): after a run
 * that succeeded, the filter gets a thumbnail of its result. A failed run leaves the old thumbnail (the
 * studio shows the execution's failure). Safe to run again for the same execution.
 */
export async function completeThumbnail(deps: ThumbnailDeps, execution: AiExecutionRow): Promise<void> {
  if (execution.purpose !== 'thumbnail' || execution.status !== 'succeeded' || !execution.resultKey || !execution.filterId) return;
  let picture: Buffer;
  try {
    picture = await buffer((await deps.files.get(execution.resultKey)).stream);
  } catch (error) {
    // The result is gone (the account is being deleted): nothing to make a thumbnail from.
    if (error instanceof FileStoreError && error.reason === 'not-found') return;
    throw error;
  }
  await storeAiFilterThumbnail(deps, execution.filterId, execution.id, picture);
}

/**
 * The reference portrait in the file store, where executions read their input from: copied from the
 * file shipped with the project the first time a thumbnail is made on this installation.
 */
export async function ensureReferencePortrait(files: FileStore, portraitPath: string): Promise<{ key: string; mimetype: string }> {
  const mimetype = 'image/jpeg';
  if (!(await files.exists(REFERENCE_PORTRAIT_KEY))) {
    await files.put(REFERENCE_PORTRAIT_KEY, await readFile(portraitPath), { contentType: mimetype });
  }
  return { key: REFERENCE_PORTRAIT_KEY, mimetype };
}

/** What starts a thumbnail run: H2's execution engine (ai-executions.service.ts), narrowed to this use. */
export interface ThumbnailRuns {
  startThumbnail(input: { customerId: string; filter: AiFilterRow; input: { key: string; mimetype: string } }): Promise<AiExecution>;
}

export interface ServedThumbnail {
  stream: Readable;
  contentType: string;
  contentLength: number;
  cacheControl: string;
}

export interface AiFilterThumbnailService {
  /** Runs the filter on the reference portrait; the thumbnail follows when the run succeeded. */
  generate(auth: AuthContext, slug: string): Promise<AiExecution>;
  /** The thumbnail of any filter by slug (public: booths show them to guests); 404 before one was made. */
  open(slug: string, version: string | undefined): Promise<ServedThumbnail>;
}

const noThumbnail = () => new NotFound('This filter has no thumbnail yet');

export function createAiFilterThumbnailService(deps: ThumbnailDeps & { runs: ThumbnailRuns; portraitPath: string }): AiFilterThumbnailService {
  const { db, files, runs } = deps;
  return {
    async generate(auth, slug) {
      const actor = await aiFilterActor(db, auth);
      const filter = await changeableAiFilter(db, actor, slug);
      const input = await ensureReferencePortrait(files, deps.portraitPath);
      return runs.startThumbnail({ customerId: actor.customerId, filter, input });
    },

    async open(slug, version) {
      const filter = await findAiFilterBySlug(db, slug);
      if (!filter?.thumbnailKey) throw noThumbnail();
      let object;
      try {
        object = await files.get(filter.thumbnailKey);
      } catch (error) {
        if (error instanceof FileStoreError && error.reason === 'not-found') throw noThumbnail();
        throw error;
      }
      const current = version !== undefined && version === String(filter.updatedAt.getTime());
      return { stream: object.stream, contentType: object.contentType, contentLength: object.contentLength, cacheControl: current ? THUMBNAIL_VERSIONED_CACHE : THUMBNAIL_CACHE };
    },
  };
}
