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
  /** How deep archives inside the archive are checked; one nested deeper is refused. */
  maxDepth: number;
  /** A nested archive is read into memory to be checked; a larger one is refused. */
  maxNestedBytes: number;
}

/**
 * AR-filter packages are a few dozen files (effect, textures, a 180x180 preview) within 50 MB. These
 * limits admit that many times over and stop bombs: 42.zip-style archives declare petabytes, and
 * deflate tops out near 1032:1 on zeros. Entry count and unpacked bytes are one budget for the whole
 * tree, nested archives included, so nesting cannot multiply them.
 */
export const AR_FILTER_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  ratioMinBytes: 1024 * 1024,
  maxDepth: 2,
  maxNestedBytes: 50 * 1024 * 1024,
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
  // Closed by the caller: the files are read after the whole directory.
  const options = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: ZipFile) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

function rejectionFor(error: unknown, prefix = ''): UploadRejected {
  if (error instanceof UploadRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  const where = prefix ? ` (in ${prefix.slice(0, -1)})` : '';
  if (/relative path|absolute path|invalid characters/i.test(message)) {
    return new UploadRejected('zip-unsafe-path', `The archive contains an unsafe path${where} (${message})`, undefined, { cause: error });
  }
  const what = prefix ? `${prefix.slice(0, -1)} is not a readable ZIP archive` : 'The file is not a readable ZIP archive';
  return new UploadRejected('zip-unreadable', what, undefined, { cause: error });
}

/** What is left of the limits for the whole tree of archives. */
interface Budget {
  entries: number;
  bytes: number;
}

const ZIP_SIGNATURES = ['504b0304', '504b0506', '504b0708'];
/** Archives that cannot be looked into like a ZIP; inside an AR filter they are refused rather than trusted. */
const OTHER_ARCHIVES: Array<{ name: string; hex: string; offset?: number }> = [
  { name: 'gzip', hex: '1f8b' },
  { name: 'bzip2', hex: '425a68' },
  { name: 'xz', hex: 'fd377a585a00' },
  { name: 'zstd', hex: '28b52ffd' },
  { name: '7-Zip', hex: '377abcaf271c' },
  { name: 'RAR', hex: '526172211a07' },
  { name: 'tar', hex: '7573746172', offset: 257 },
];
const HEAD_BYTES = 262;

type EntryContent = { kind: 'zip' } | { kind: 'other-archive'; name: string } | { kind: 'file' };

function classify(head: Buffer): EntryContent {
  const startsWith = (hex: string, offset = 0) => head.subarray(offset, offset + hex.length / 2).toString('hex') === hex;
  if (ZIP_SIGNATURES.some((hex) => startsWith(hex))) return { kind: 'zip' };
  const other = OTHER_ARCHIVES.find((archive) => startsWith(archive.hex, archive.offset));
  return other ? { kind: 'other-archive', name: other.name } : { kind: 'file' };
}

/** Up to `max` bytes of an entry, inflated; the rest is never inflated. */
function readEntry(zip: ZipFile, entry: Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(rejectionFor(error ?? new Error('no stream')));
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= max) {
          stream.destroy();
          resolve(Buffer.concat(chunks).subarray(0, max));
        }
      });
      stream.once('end', () => resolve(Buffer.concat(chunks)));
      stream.once('error', (streamError: Error) => reject(rejectionFor(streamError)));
    });
  });
}

/**
 * Reads the ZIP's central directory and the first bytes of each file — nothing is extracted — and
 * refuses archives that are too many files, too large unpacked, suspiciously compressed, or that hold
 * paths or links which would write outside the extraction folder. An archive inside it is checked the
 * same way against the same budget (down to `maxDepth`), since whoever unpacks the filter may unpack
 * that too; other archive formats inside (gzip, 7-Zip, RAR, tar …) cannot be checked and are refused.
 */
export async function inspectZip(source: string | Buffer, limits: ZipLimits = AR_FILTER_ZIP_LIMITS): Promise<ZipEntryInfo[]> {
  return inspectArchive(source, limits, { entries: limits.maxEntries, bytes: limits.maxTotalBytes }, 0, '');
}

async function inspectArchive(source: string | Buffer, limits: ZipLimits, budget: Budget, depth: number, prefix: string): Promise<ZipEntryInfo[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(source);
  } catch (error) {
    throw rejectionFor(error, prefix);
  }
  budget.entries -= zip.entryCount;
  if (budget.entries < 0) {
    zip.close();
    const where = prefix ? ` (with ${prefix.slice(0, -1)})` : '';
    throw new UploadRejected('zip-too-many-entries', `The archive holds ${limits.maxEntries - budget.entries} files${where}; at most ${limits.maxEntries} are allowed`);
  }
  const entries: ZipEntryInfo[] = [];
  const seen = new Set<string>();

  const check = (entry: Entry): void => {
    const path = entry.fileName;
    const shown = `${prefix}${path}`;
    const problem = unsafeZipPath(path);
    if (problem) throw new UploadRejected('zip-unsafe-path', `The archive path ${JSON.stringify(shown)} ${problem}`);
    if (isSymlink(entry)) throw new UploadRejected('zip-symlink', `The archive contains a symbolic link: ${shown}`);
    if (entry.isEncrypted()) throw new UploadRejected('zip-encrypted', 'Encrypted archives are not accepted');
    // Two entries that differ only in case overwrite each other on some systems but not others.
    const normalised = path.toLowerCase().replace(/\/+$/, '');
    if (seen.has(normalised)) throw new UploadRejected('zip-duplicate', `The archive contains ${shown} twice`);
    seen.add(normalised);
    budget.bytes -= entry.uncompressedSize;
    if (budget.bytes < 0) {
      throw new UploadRejected('zip-too-large', `The archive unpacks to more than ${formatBytes(limits.maxTotalBytes)}`);
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxRatio) {
      throw new UploadRejected('zip-ratio', `${shown} is compressed ${Math.round(ratio)}:1, which only a ZIP bomb is`);
    }
    entries.push({ path, size: entry.uncompressedSize, compressedSize: entry.compressedSize, isDirectory: path.endsWith('/') });
  };

  const checkContent = async (entry: Entry): Promise<void> => {
    if (entry.fileName.endsWith('/') || entry.uncompressedSize === 0) return;
    const shown = `${prefix}${entry.fileName}`;
    const content = classify(await readEntry(zip, entry, HEAD_BYTES));
    if (content.kind === 'other-archive') {
      throw new UploadRejected('zip-nested', `${shown} is a ${content.name} archive; archives inside an AR filter must be ZIP files`);
    }
    if (content.kind !== 'zip') return;
    if (depth >= limits.maxDepth) {
      throw new UploadRejected('zip-nested', `${shown} nests archives more than ${limits.maxDepth} deep`);
    }
    if (entry.uncompressedSize > limits.maxNestedBytes) {
      throw new UploadRejected('zip-nested', `${shown} is an archive of more than ${formatBytes(limits.maxNestedBytes)}, too large to check`);
    }
    await inspectArchive(await readEntry(zip, entry, entry.uncompressedSize), limits, budget, depth + 1, `${shown}/`);
  };

  // The directory first, so that its refusals (sizes, paths, links) come before any byte is inflated.
  const files: Entry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        try {
          check(entry);
          files.push(entry);
          zip.readEntry();
        } catch (error) {
          reject(error);
        }
      });
      zip.once('end', () => resolve());
      zip.once('error', (error: Error) => reject(rejectionFor(error, prefix)));
      zip.readEntry();
    });
    for (const entry of files) await checkContent(entry);
  } catch (error) {
    throw error instanceof UploadRejected ? error : rejectionFor(error, prefix);
  } finally {
    zip.close();
  }
  return entries;
}
