// s3rver ships no types; this covers what the S3 store's test uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Readable } from 'node:stream';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: unknown[] }>;
  }

  /** An object on its way into the server's store. */
  interface S3rverObject {
    bucket: string;
    key: string;
    content: Readable;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Where the server keeps objects; a test replaces `putObject` to make the server misbehave. */
    store: { putObject(object: S3rverObject): Promise<{ size: number; md5: string }> };
  }
}

declare module 's3rver/lib/models/error.js' {
  /** The error s3rver answers with: `code` becomes the S3 error code, `status` the HTTP status. */
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
    status: number;
  }
}
