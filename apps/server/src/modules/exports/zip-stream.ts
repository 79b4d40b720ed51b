import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { openAhead } from './open-ahead.ts';
import { entryParking, useNodeCrc32ForYazl } from './yazl-tuning.ts';

useNodeCrc32ForYazl();

/** Files opened behind the next one while the current one is written (see openAhead). */
const OPEN_AHEAD = 1;

/** One file of an archive; its content is opened only when the archive is ready to take it. */
export interface ZipSource {
  name: string;
  mtime: Date;
  /** Bytes the stream will carry; yazl checks it and needs it to decide on ZIP64 for this entry. */
  size: number;
  /** false for media that are compressed already (JPEG, MP4, GIF…): deflating them costs CPU for nothing. */
  compress: boolean;
  /** The content, or undefined when the file is gone (then the entry is left out). */
  open(): Promise<Readable | undefined>;
}

export interface ZipStreamOptions {
  /** Writes ZIP64 structures even where not needed (tests prove readers open them). */
  forceZip64?: boolean;
  /** Called for each source left out because its file is gone. */
  onMissing?: (source: ZipSource) => void;
}

/**
 * A ZIP archive of `sources`, streamed: yazl writes ZIP64 by itself past 65,534 entries or 4 GB. At
 * most 2 + OPEN_AHEAD files are open at once — the one being written, the next with its first chunk
 * read, and OPEN_AHEAD more being opened — so the archive does not wait for the store's round trips;
 * sources are pulled only as files are written, so a slow download slows the reading of the store and
 * of `sources` (a database cursor) instead of filling memory. If the reader goes away, the open files
 * are closed and `sources` is not read further.
 */
export function zipStream(sources: AsyncIterable<ZipSource>, options: ZipStreamOptions = {}): Readable {
  const zip = new ZipFile();
  const parking = entryParking(zip);
  // yazl's output is a PassThrough; its typings only say NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  let closed = false;
  output.once('close', () => {
    closed = true;
    current?.destroy();
  });

  async function write(): Promise<void> {
    let writing: Promise<void> = Promise.resolve();
    for await (const { source, stream } of openAhead(sources, OPEN_AHEAD)) {
      if (closed) {
        stream?.destroy();
        return;
      }
      if (!stream) {
        options.onMissing?.(source);
        continue;
      }
      // Watched from now on: an error of a file read ahead fails the archive, it cannot go unheard.
      const written = finished(stream);
      written.catch(() => undefined);
      // The next file's first chunk (a whole picture) is read while the current one is written, so the
      // archive does not wait for that read once it gets to the file: one chunk ahead, no more.
      stream.read(0);
      await writing.catch((error: unknown) => {
        // The current file broke: the one opened ahead must not keep its descriptor.
        stream.destroy();
        throw error;
      });
      if (closed) {
        stream.destroy();
        return;
      }
      parking.park();
      current = stream;
      writing = written;
      zip.addReadStream(stream, source.name, {
        mtime: source.mtime,
        size: source.size,
        compress: source.compress,
        forceZip64Format: options.forceZip64 ?? false,
      });
    }
    await writing;
    parking.restore();
    zip.end({ forceZip64Format: options.forceZip64 ?? false, comment: '' });
  }

  // A broken store read, a database page or a size that does not match ends the download as failed
  // instead of as a short archive that looks complete.
  const fail = (error: unknown) => {
    current?.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  write().catch(fail);
  return output;
}
