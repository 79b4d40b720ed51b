import { randomBytes } from 'node:crypto';
import { close, createReadStream, fstat, open as fsOpen } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { resolveRange } from './byte-range.ts';
import { contentTypeOfKey } from './content-types.ts';
import { assertValidKey, assertValidPrefix } from './file-keys.ts';
import type { ByteRange, FileInfo, FileObject, FileStore, PutOptions, PutResult } from './file-store.ts';
import { FileStoreError } from './file-store-error.ts';
import { asStorageFull } from './storage-full.ts';

/** Read size of a file stream: a whole picture in one read, a video in few (fs's default is 64 KiB). */
const READ_CHUNK_BYTES = 1024 * 1024;
const openFd = promisify(fsOpen);
const fstatFd = promisify(fstat);
const closeFd = promisify(close);

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Files on local disk under `root` (the embedded default: `DATA_DIR/files`). */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Maps a validated key into the root; the containment check backs up the key syntax check. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new FileStoreError('invalid-key', `Invalid file key: ${key}`);
    return path;
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<PutResult> {
    void options; // The type follows from the key's extension (content-types.ts).
    const path = this.pathOf(key);
    try {
      return { key, size: await writeAtomically(path, body) };
    } catch (error) {
      throw asStorageFull(error);
    }
  }

  async get(key: string, range?: ByteRange): Promise<FileObject> {
    const path = this.pathOf(key);
    let fd: number;
    try {
      fd = await openFd(path, 'r');
    } catch (error) {
      if (isNotFound(error)) throw new FileStoreError('not-found', `No file ${key}`, { cause: error });
      throw error;
    }
    let size: number;
    let resolved: ReturnType<typeof resolveRange>;
    try {
      // Size and stream come from the same open file, so a concurrent replace cannot mix two versions.
      ({ size } = await fstatFd(fd));
      resolved = resolveRange(range, size);
    } catch (error) {
      await closeFd(fd);
      throw error;
    }
    if (!resolved) {
      await closeFd(fd);
      throw new FileStoreError('invalid-range', `Range starts past the end of ${key} (${size} bytes)`);
    }
    const contentLength = resolved.end - resolved.start + 1;
    let stream: Readable;
    if (contentLength === 0) {
      await closeFd(fd);
      stream = Readable.from([]);
    } else {
      // A plain fd (not a FileHandle) and large chunks: each read, stat and close is a round trip to
      // libuv's thread pool, and an export of many pictures waits on those, not on the disk. The stream
      // closes the fd when it ends or is destroyed; a chunk is never larger than what is left to read.
      stream = createReadStream('', { fd, start: resolved.start, end: resolved.end, highWaterMark: READ_CHUNK_BYTES });
    }
    return { stream, size, contentType: contentTypeOfKey(key), range: resolved, contentLength };
  }

  async head(key: string): Promise<FileInfo | undefined> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { key, size: info.size, contentType: contentTypeOfKey(key), lastModified: info.mtime };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await this.pruneEmptyParents(dirname(path));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    const folder = prefix.endsWith('/');
    const parts = prefix.split('/').filter(Boolean);
    const namePrefix = folder ? '' : (parts.pop() ?? '');
    const dir = join(this.root, ...parts);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    }
    let count = 0;
    for (const name of names) {
      if (!name.startsWith(namePrefix) || name.startsWith('.')) continue;
      const path = join(dir, name);
      count += await countFiles(path);
      await rm(path, { recursive: true, force: true });
    }
    await this.pruneEmptyParents(dir);
    return count;
  }

  /** Removes shard folders left empty, so deleting assets does not leave thousands of empty folders. */
  private async pruneEmptyParents(dir: string): Promise<void> {
    let current = dir;
    while (current.startsWith(this.root + sep) && relative(this.root, current) !== '') {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      current = dirname(current);
    }
  }
}

/**
 * Writes next to the target and renames: a rename within one directory is atomic, so a reader sees
 * the old file or the whole new one, and a failure or a crash leaves only a dot-file that no key can
 * name (removed here on failure). Answers the bytes written.
 */
async function writeAtomically(path: string, body: Readable | Buffer): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx');
  let size = 0;
  try {
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // Writing through the handle (not a WriteStream) keeps it open for the fsync below.
    await pipeline(source, async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        await writeFully(handle, chunk, size);
        size += chunk.length;
      }
    });
    // Flush to disk before the rename makes the file visible, or a power cut could expose an empty file.
    await handle.sync();
    // What the file system holds, not what we counted, decides: a file shorter than the bytes sent never gets the key.
    const written = (await handle.stat()).size;
    if (written !== size) throw new FileStoreError('incomplete-write', `${path}: ${written} of ${size} bytes reached the disk`);
    await handle.close();
    await rename(temp, path);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  return size;
}

/**
 * A write may take only part of a buffer (write(2) does so when the disk fills up mid-chunk, and
 * reports no error for it); the rest is written again, which then fails with ENOSPC. Ignoring the
 * count is how a full disk left truncated pictures behind.
 */
async function writeFully(handle: FileHandle, chunk: Buffer, position: number): Promise<void> {
  for (let offset = 0; offset < chunk.length; ) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset, position + offset);
    if (bytesWritten <= 0) throw new FileStoreError('incomplete-write', 'The disk took no more bytes');
    offset += bytesWritten;
  }
}

async function countFiles(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return 1;
  let count = 0;
  for (const name of await readdir(path)) count += await countFiles(join(path, name));
  return count;
}
