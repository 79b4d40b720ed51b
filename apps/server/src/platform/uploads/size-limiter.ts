import { formatBytes } from '@booth/shared';
import { Transform, type TransformCallback } from 'node:stream';
import { UploadRejected } from './upload-rejected.ts';

/**
 * Passes bytes through and fails with `too-large` the moment more than `maxBytes` have gone by, so an
 * oversized upload is cut off while streaming instead of being buffered or written whole.
 */
export class SizeLimiter extends Transform {
  private seen = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly what: string,
  ) {
    super();
  }

  get bytes(): number {
    return this.seen;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) {
      callback(new UploadRejected('too-large', `The file is larger than the ${formatBytes(this.maxBytes)} allowed for ${this.what}`));
      return;
    }
    callback(null, chunk);
  }
}
