import { FileStoreError } from './file-store-error.ts';

const MAX_KEY_LENGTH = 512;
// A segment starts with a letter or digit: that alone rules out `.`, `..`, hidden and temp files
// (the local store's temp files start with a dot), and the rest of the set needs no URL escaping.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function isValidPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_KEY_LENGTH) return false;
  return value.split('/').every((segment) => SEGMENT.test(segment));
}

/** Refuses anything but `segment/segment/name.ext` made of safe characters: no `..`, no absolute paths. */
export function assertValidKey(key: string): void {
  if (!isValidPath(key)) throw new FileStoreError('invalid-key', `Invalid file key: ${JSON.stringify(key)}`);
}

/**
 * A prefix is a key, optionally ending in `/` (a whole folder). It may not be empty: deleting "everything"
 * is never what a caller means.
 */
export function assertValidPrefix(prefix: string): void {
  const body = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidPath(body)) throw new FileStoreError('invalid-key', `Invalid key prefix: ${JSON.stringify(prefix)}`);
}

export interface AssetKeyParts {
  customerId: string;
  assetId: string;
  /** `original`, `thumb`, `poster`, `normalised` … */
  variant: string;
  ext: string;
}

/**
 * The one place file keys come from (STYLE 13, immich `StorageCore`): deterministic, so a retried job
 * writes the same key instead of a duplicate, and sharded by the id's first characters so no directory
 * of the local store grows past a few hundred entries.
 * `assets/{customerId}/{id[0..1]}/{id[2..3]}/{id}/{variant}.{ext}`
 */
export function assetKey({ customerId, assetId, variant, ext }: AssetKeyParts): string {
  const key = `${assetFolder(customerId, assetId)}${variant}.${ext}`;
  assertValidKey(key);
  return key;
}

/** The folder holding an asset and all its derivatives, for `deletePrefix`. */
export function assetFolder(customerId: string, assetId: string): string {
  const id = assetId.toLowerCase();
  const prefix = `assets/${customerId.toLowerCase()}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}/`;
  assertValidPrefix(prefix);
  return prefix;
}
