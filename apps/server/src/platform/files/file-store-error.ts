import { errorStatus, type ErrorCode } from '@booth/shared';

export type FileStoreErrorReason = 'not-found' | 'invalid-key' | 'invalid-range' | 'storage-full' | 'incomplete-write';

const CODE: Record<FileStoreErrorReason, ErrorCode> = {
  'not-found': 'NOT_FOUND',
  'invalid-key': 'VALIDATION',
  'invalid-range': 'VALIDATION',
  // The disk or the object store took no more: nothing was kept, the sender tries again later.
  'storage-full': 'STORAGE_FULL',
  // The store kept fewer bytes than were sent, without saying why: ours to look into.
  'incomplete-write': 'INTERNAL',
};

/**
 * What a store throws for expected outcomes. `code` is one of the shared error codes so the app's error
 * handler can map it like any domain error; `reason` lets a route answer 416 for an unsatisfiable range.
 */
export class FileStoreError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly reason: FileStoreErrorReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'FileStoreError';
    this.code = CODE[reason];
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
