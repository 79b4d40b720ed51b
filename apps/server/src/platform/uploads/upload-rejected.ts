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
  | 'zip-duplicate'
  | 'zip-nested'
  | 'multipart-malformed';

function codeFor(reason: UploadRejectionReason): ErrorCode {
  if (reason === 'too-large' || reason === 'zip-too-large' || reason === 'zip-too-many-entries') return 'LIMIT_EXCEEDED';
  if (reason === 'multipart-malformed') return 'MALFORMED_REQUEST';
  return 'VALIDATION';
}

/**
 * Why an upload was refused before anything was stored. `code` is a shared error code (VALIDATION,
 * LIMIT_EXCEEDED for sizes, MALFORMED_REQUEST for a body that is not multipart) so the app's one
 * error handler maps it; `message` names what was expected and is safe to show.
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
    this.code = codeFor(reason);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
