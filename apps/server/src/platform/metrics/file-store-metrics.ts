import { Readable } from 'node:stream';
import type { FileStore } from '@/platform/files/file-store.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import { fileStoreFailures } from './registry.ts';

const COUNTED = ['put', 'get', 'head', 'exists', 'delete', 'deletePrefix'] as const;

/**
 * Expected outcomes (a missing file, a bad key or range) are answers, not failures; neither is an
 * upload whose own source broke (the guest's connection dropped): the store had nothing to do with it.
 */
function isStoreFailure(error: unknown, args: readonly unknown[]): boolean {
  if (error instanceof FileStoreError) return false;
  const body = args[1];
  return !(body instanceof Readable && body.errored);
}

/**
 * The same store, counting its failed operations in `boothwerk_file_store_failures_total`. A proxy, so
 * everything else the store offers (its kind, `close`, signed URLs) passes through untouched.
 */
export function countFileStoreFailures(store: FileStore): FileStore {
  const counted = new Set<string | symbol>(COUNTED);
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!counted.has(property) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (isStoreFailure(error, args)) fileStoreFailures.inc({ store: target.kind, operation: String(property) });
          throw error;
        }
      };
    },
  });
}
