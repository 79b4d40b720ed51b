import { errorStatus, type ErrorCode } from '@booth/shared';

export type MediaErrorReason =
  | 'unsupported-format'
  | 'corrupt'
  | 'too-many-pixels'
  | 'too-many-frames'
  | 'no-video-stream'
  | 'binary-missing'
  | 'process-failed'
  | 'timeout'
  | 'output-too-large';

// Problems with the input are the uploader's (4xx); a missing binary, a crash or a timeout are ours (5xx).
const CODE: Record<MediaErrorReason, ErrorCode> = {
  'unsupported-format': 'VALIDATION',
  corrupt: 'VALIDATION',
  'too-many-pixels': 'VALIDATION',
  'too-many-frames': 'VALIDATION',
  'no-video-stream': 'VALIDATION',
  'binary-missing': 'INTERNAL',
  'process-failed': 'INTERNAL',
  timeout: 'INTERNAL',
  'output-too-large': 'INTERNAL',
};

export interface ProcessFailure {
  command: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines ffmpeg wrote, for the log; never sent to a client. */
  stderr: string;
}

/** What the media gateway throws; `code` is a shared error code the app's error handler maps. */
export class MediaError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly reason: MediaErrorReason,
    message: string,
    readonly process?: ProcessFailure,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MediaError';
    this.code = CODE[reason];
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
