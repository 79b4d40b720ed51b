import { shootFileExtension } from '@booth/shared';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import type { Logger } from '@/platform/logger.ts';
import { findShootAssets, type ShootAsset } from './shoot-processing.repo.ts';
import type { LocalFile } from './shoot-render.ts';
import type { ShootInput } from './shoots.table.ts';

/** Copies a stored file into the work folder; ffmpeg and sharp read files, and the store may be S3. */
export async function fetchToDisk(files: FileStore, key: string, path: string): Promise<void> {
  const object = await files.get(key);
  const handle = await open(path, 'wx', 0o600);
  await pipeline(object.stream, handle.createWriteStream());
}

/** An asset deleted meanwhile (row or file) leaves its layer out rather than failing the guest's picture. */
async function assetToDisk(files: FileStore, asset: ShootAsset, path: string, log: Logger): Promise<LocalFile | undefined> {
  try {
    await fetchToDisk(files, asset.fileKey, path);
    return { path, mimetype: asset.mimetype };
  } catch (error) {
    if (error instanceof FileStoreError && error.reason === 'not-found') {
      log.warn({ assetId: asset.id }, 'an asset of the shoot is gone; rendering without it');
      return undefined;
    }
    throw error;
  }
}

/** The designs a picture is made with, copied into the work folder; absent when not chosen or gone. */
export interface ShootLayers {
  overlay?: LocalFile;
  background?: LocalFile;
  preRoll?: LocalFile;
  postRoll?: LocalFile;
}

export interface LayerRequest {
  db: Db;
  files: FileStore;
  log: Logger;
  /** The campaign's owner: only its own and public assets are used (an id from a guest never reaches another's file). */
  ownerId: string;
  input: Pick<ShootInput, 'overlayId' | 'backgroundId'>;
  /** A GIF's roll videos (the gif mode's settings). */
  rolls?: { preRoll: string | null; postRoll: string | null };
  workdir: string;
}

/** The overlay, background and roll videos of a shoot, each fetched once into the work folder. */
export async function loadShootLayers(request: LayerRequest): Promise<ShootLayers> {
  const wanted = { overlay: request.input.overlayId, background: request.input.backgroundId, ...request.rolls };
  const ids = Object.values(wanted).filter((id): id is string => typeof id === 'string');
  const byId = new Map((await findShootAssets(request.db, request.ownerId, ids)).map((asset) => [asset.id, asset]));
  const local = async (name: string, id: string | null | undefined): Promise<LocalFile | undefined> => {
    const asset = id ? byId.get(id) : undefined;
    if (!asset) return undefined;
    return assetToDisk(request.files, asset, join(request.workdir, `${name}.${shootFileExtension(asset.mimetype) ?? 'bin'}`), request.log);
  };
  return {
    overlay: await local('overlay', wanted.overlay),
    background: await local('background', wanted.background),
    preRoll: await local('pre-roll', wanted.preRoll),
    postRoll: await local('post-roll', wanted.postRoll),
  };
}
