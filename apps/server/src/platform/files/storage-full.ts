import { FileStoreError } from './file-store-error.ts';

/** errno codes of a full disk and of a used-up disk quota. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Error codes of S3 and S3-compatible stores that cannot take more: a quota (Ceph RGW, AWS account
 * limits), a full store (`InsufficientStorage`, HTTP 507) and MinIO's full drives or bucket quota.
 * (`EntityTooLarge` is one object over the size limit, not a full store.)
 */
const STORE_FULL_CODES = new Set(['QuotaExceeded', 'InsufficientStorage', 'XMinioStorageFull', 'XMinioAdminBucketQuotaExceeded']);

/** Safe to show: what a guest's booth or an organiser reads when an upload met a full store. */
export const STORAGE_FULL_MESSAGE = 'The storage is full, so nothing was saved. Please send it again later.';

interface ErrorShape {
  code?: unknown;
  name?: unknown;
  Code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

function isFullItself(error: ErrorShape): boolean {
  if (error instanceof FileStoreError) return error.reason === 'storage-full';
  if (typeof error.code === 'string' && DISK_FULL_CODES.has(error.code)) return true;
  if (typeof error.name === 'string' && STORE_FULL_CODES.has(error.name)) return true;
  if (typeof error.Code === 'string' && STORE_FULL_CODES.has(error.Code)) return true;
  return error.$metadata?.httpStatusCode === 507;
}

/** Whether `error` (or an error it wraps) says the disk or the object store is full. */
export function isStorageFull(error: unknown): boolean {
  // Stream and SDK errors wrap the system error a level or two down; a short walk finds it.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isFullItself(current as ErrorShape)) return true;
    current = (current as ErrorShape).cause;
  }
  return false;
}

/** A full disk or store as the typed `storage-full` error (code STORAGE_FULL, HTTP 507); any other error unchanged. */
export function asStorageFull(error: unknown): unknown {
  if (error instanceof FileStoreError && error.reason === 'storage-full') return error;
  if (!isStorageFull(error)) return error;
  return new FileStoreError('storage-full', STORAGE_FULL_MESSAGE, { cause: error });
}
