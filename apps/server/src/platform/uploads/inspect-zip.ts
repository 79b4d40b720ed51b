import { formatBytes } from '@booth/shared';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UploadRejected } from './upload-rejected.ts';

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the uncompressed sizes the central directory declares. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed above which an entry is a bomb, not a texture. */
  maxRatio: number;
  /** Entries smaller than this skip the ratio check: a small repetitive JSON may compress 200:1. */
  ratioMinBytes: number;
}

/**
 * AR-filter packages are a few dozen files (effect, textures, a 180x180 preview) within 50 MB. These
 * limits admit that many times over and stop bombs: 42.zip-style archives declare petabytes, and
 * deflate tops out near 1032:1 on zeros.
 */
export const AR_FILTER_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  ratioMinBytes: 1024 * 1024,
};

export interface ZipEntryInfo {
  path: string;
  size: number;
  compressedSize: number;
  isDirectory: boolean;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MADE_BY_UNIX = 3;

/** Why a path inside an archive would escape the folder it is extracted to, or `undefined` if it is safe. */
export function unsafeZipPath(path: string): string | undefined {
  if (path.includes('\0')) return 'contains a NUL byte';
  if (path.includes('\\')) return 'contains a backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute';
  if (path.split('/').includes('..')) return 'climbs out with ..';
  return undefined;
}

function isSymlink(entry: Entry): boolean {
  return entry.versionMadeBy >> 8 === MADE_BY_UNIX && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function openZip(source: string | Buffer): Promise<ZipFile> {
  // yauzl's own checks stay on as a second line: it refuses `..`, absolute and backslash names too.
  const options = { lazyEntries: true, autoClose: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: ZipFile) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

function rejectionFor(error: unknown): UploadRejected {
  if (error instanceof UploadRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/relative path|absolute path|invalid characters/i.test(message)) {
    return new UploadRejected('zip-unsafe-path', `The archive contains an unsafe path (${message})`, undefined, { cause: error });
  }
  return new UploadRejected('zip-unreadable', 'The file is not a readable ZIP archive', undefined, { cause: error });
}

/**
 * Reads only the ZIP's central directory — nothing is extracted or inflated — and refuses archives
 * that are too many files, too large unpacked, suspiciously compressed, or that hold paths or links
 * which would write outside the extraction folder.
 */
export async function inspectZip(source: string | Buffer, limits: ZipLimits = AR_FILTER_ZIP_LIMITS): Promise<ZipEntryInfo[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(source);
  } catch (error) {
    throw rejectionFor(error);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new UploadRejected('zip-too-many-entries', `The archive holds ${zip.entryCount} files; at most ${limits.maxEntries} are allowed`);
  }
  const entries: ZipEntryInfo[] = [];
  const seen = new Set<string>();
  let total = 0;

  const check = (entry: Entry): void => {
    const path = entry.fileName;
    const problem = unsafeZipPath(path);
    if (problem) throw new UploadRejected('zip-unsafe-path', `The archive path ${JSON.stringify(path)} ${problem}`);
    if (isSymlink(entry)) throw new UploadRejected('zip-symlink', `The archive contains a symbolic link: ${path}`);
    if (entry.isEncrypted()) throw new UploadRejected('zip-encrypted', 'Encrypted archives are not accepted');
    // Two entries that differ only in case overwrite each other on some systems but not others.
    const normalised = path.toLowerCase().replace(/\/+$/, '');
    if (seen.has(normalised)) throw new UploadRejected('zip-duplicate', `The archive contains ${path} twice`);
    seen.add(normalised);
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new UploadRejected('zip-too-large', `The archive unpacks to more than ${formatBytes(limits.maxTotalBytes)}`);
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxRatio) {
      throw new UploadRejected('zip-ratio', `${path} is compressed ${Math.round(ratio)}:1, which only a ZIP bomb is`);
    }
    entries.push({
      path,
      size: entry.uncompressedSize,
      compressedSize: entry.compressedSize,
      isDirectory: path.endsWith('/'),
    });
  };

  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        check(entry);
        zip.readEntry();
      } catch (error) {
        zip.close();
        reject(error);
      }
    });
    zip.once('end', () => resolve());
    zip.once('error', (error: Error) => reject(rejectionFor(error)));
    zip.readEntry();
  });
  return entries;
}
