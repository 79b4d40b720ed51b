import { errorStatus, type ErrorCode, type PixelSize } from '@booth/shared';

export type UploadRejectionReason =
  | 'empty'
  | 'unknown-type'
  | 'svg'
  | 'markup'
  | 'type-not-accepted'
  | 'too-large'
  | 'dimensions'
  | 'not-a-font'
  | 'font-collection'
  | 'zip-unreadable'
  | 'zip-too-many-entries'
  | 'zip-too-large'
  | 'zip-ratio'
  | 'zip-unsafe-path'
  | 'zip-symlink'
  | 'zip-encrypted'
  | 'zip-duplicate';

/**
 * Why an upload was refused before anything was stored. `code` is a shared error code (VALIDATION, or
 * LIMIT_EXCEEDED for sizes) so the app's one error handler maps it; `message` names what was expected
 * and is safe to show.
 */
export class UploadRejected extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly reason: UploadRejectionReason,
    message: string,
    readonly expected?: readonly PixelSize[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UploadRejected';
    this.code = reason === 'too-large' || reason === 'zip-too-large' || reason === 'zip-too-many-entries' ? 'LIMIT_EXCEEDED' : 'VALIDATION';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
