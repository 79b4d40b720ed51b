import { ASSET_BYTE_LIMITS, assetUploadFieldsSchema, storedFileName, type AssetType, type FieldIssue } from '@booth/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { z } from 'zod';
import { Invalid } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import { assetFolder } from '@/platform/files/file-keys.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import { SizeLimiter } from '@/platform/uploads/size-limiter.ts';
import { spoolToTempFile, type SpooledFile } from '@/platform/uploads/spool.ts';
import { discard, type UploadPart } from '@/platform/uploads/upload-parts.ts';
import { processUpload, type ProcessedUpload, type ProcessingDeps } from './asset-processing.ts';
import { deleteAssetRow, findAssetByUploadId, insertAsset } from './assets.repo.ts';
import type { AssetRow } from './assets.table.ts';

/** The largest file any kind takes (a video); multipart parsing is capped just above it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(ASSET_BYTE_LIMITS));

export interface UploadDeps extends ProcessingDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  log: Logger;
}

export interface UploadOptions {
  /** Fixed by the route (`POST /assets/font`); otherwise the `assetType` field names it. */
  kind?: AssetType;
  /** Display name and CSS family from the font headers; the parsed family is the fallback. */
  font?: { name?: string; family?: string };
}

export interface UploadResult {
  asset: AssetRow;
  /** False when the client's upload id named an asset it had uploaded before (a retry). */
  created: boolean;
}

const uploadIdSchema = z.uuid();

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

function invalidFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Invalid {
  const fields: FieldIssue[] = issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }));
  return new Invalid(`Invalid upload: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`, fields);
}

function parseKind(value: string | undefined): AssetType {
  const parsed = assetUploadFieldsSchema.shape.assetType.safeParse(value);
  if (!parsed.success) {
    throw new Invalid(value ? `Unknown asset type ${JSON.stringify(value)}` : 'The field assetType is missing', [
      { path: 'assetType', message: value ? 'unknown asset type' : 'required' },
    ]);
  }
  return parsed.data;
}

function parseUploadId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = uploadIdSchema.safeParse(value.trim());
  if (!parsed.success) throw new Invalid('The field id must be a UUID', [{ path: 'id', message: 'must be a UUID' }]);
  return parsed.data.toLowerCase();
}

function newSlug(): string {
  return randomBytes(8).toString('base64url');
}

/** A file that came before the fields naming its kind: kept on disk (within the largest limit) until they arrive. */
async function spoolUntilFields(deps: UploadDeps, stream: Readable): Promise<SpooledFile> {
  const limiter = new SizeLimiter(MAX_UPLOAD_BYTES, 'any upload');
  pipeline(stream, limiter, () => undefined);
  await mkdir(deps.tmpDir, { recursive: true });
  return spoolToTempFile(limiter, 'upload', deps.tmpDir);
}

/**
 * `POST /assets` and `POST /assets/font`. Reads the multipart parts in the order sent: when the text
 * fields come first (what clients should do) the file is checked and stored while it streams in;
 * when the file comes first it is spooled to disk and handled once the fields have arrived. Any
 * refusal leaves nothing behind: checks run before storing, and a later failure deletes the asset's
 * folder again.
 */
export async function uploadAsset(deps: UploadDeps, auth: AuthContext, parts: AsyncIterable<UploadPart>, options: UploadOptions = {}): Promise<UploadResult> {
  const { db, files } = deps;
  const customerId = auth.customerId;
  const assetId = randomUUID();
  const folder = assetFolder(customerId, assetId);
  const fields: Record<string, string> = {};
  let file: { originalname: string; encoding: string } | undefined;
  let processed: ProcessedUpload | undefined;
  // Set before the first write to the store, so that any failure from then on removes the folder.
  let touchedStore = false;
  let spooled: SpooledFile | undefined;
  let existing: AssetRow | undefined;

  const process = async (kind: AssetType, source: Readable) => {
    touchedStore = true;
    processed = await processUpload(deps, { customerId, assetId, kind }, source);
  };

  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      if (part.name !== 'file' || file) {
        await discard(part.stream);
        throw new Invalid('Send exactly one file, in the field "file"', [{ path: part.name, message: 'unexpected file' }]);
      }
      file = { originalname: storedFileName(part.filename), encoding: part.encoding || '7bit' };
      const kind = options.kind ?? (fields.assetType !== undefined ? parseKind(fields.assetType) : undefined);
      const uploadId = parseUploadId(fields.id);
      existing = uploadId ? await findAssetByUploadId(db, customerId, uploadId) : undefined;
      if (existing) await discard(part.stream);
      else if (kind) await process(kind, part.stream);
      else spooled = await spoolUntilFields(deps, part.stream);
    }
    if (!file) throw new Invalid('No file was sent; send it in the field "file"', [{ path: 'file', message: 'required' }]);

    const kind = options.kind ?? parseKind(fields.assetType);
    const parsedFields = assetUploadFieldsSchema.safeParse({ assetType: kind, tags: fields.tags });
    if (!parsedFields.success) throw invalidFields(parsedFields.error.issues);
    const uploadId = parseUploadId(fields.id);
    existing ??= uploadId ? await findAssetByUploadId(db, customerId, uploadId) : undefined;
    if (existing) {
      if (touchedStore) await files.deletePrefix(folder);
      return { asset: existing, created: false };
    }
    if (spooled) await process(kind, createReadStream(spooled.path));
    if (!processed) throw new Error('upload was neither processed nor spooled');

    const now = deps.now();
    const font = processed.font;
    const values = {
      id: assetId,
      customerId,
      uploadId,
      originalname: file.originalname,
      encoding: file.encoding,
      mimetype: processed.mimetype,
      fileKey: processed.fileKey,
      fileSize: processed.fileSize,
      thumbnailKey: processed.thumbnailKey,
      width: processed.width,
      height: processed.height,
      orientation: processed.orientation,
      assetType: kind,
      tags: parsedFields.data.tags,
      status: processed.status,
      ...(font
        ? {
            fontName: options.font?.name ?? stem(file.originalname),
            fontFamily: options.font?.family ?? font.family,
            fontStyle: font.style,
            fontWeight: font.weight,
          }
        : {}),
      createdAt: now,
      updatedAt: now,
    };

    let asset: AssetRow | undefined;
    for (let attempt = 1; !asset; attempt++) {
      try {
        asset = await insertAsset(db, { ...values, slug: newSlug() });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two retries of one upload raced: the other one won, answer with its asset.
        const winner = uploadId ? await findAssetByUploadId(db, customerId, uploadId) : undefined;
        if (winner) {
          await files.deletePrefix(folder);
          return { asset: winner, created: false };
        }
        if (attempt >= 3) throw error; // a slug collision three times running is not chance
      }
    }

    if (asset.status === 'processing') {
      try {
        await deps.jobs.queue({ name: 'asset_thumbnail', data: { assetId } });
      } catch (error) {
        // Without its job the asset would stay "processing" for ever; take it back so a retry starts clean.
        await deleteAssetRow(db, assetId);
        throw error;
      }
    }
    return { asset, created: true };
  } catch (error) {
    if (touchedStore) {
      await files.deletePrefix(folder).catch((cleanup: unknown) => deps.log.error({ err: cleanup, folder }, 'could not remove a refused upload'));
    }
    throw error;
  } finally {
    await spooled?.remove();
  }
}
