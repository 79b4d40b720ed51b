// Test support: a minimal ZIP writer, so tests can build archives no sane tool would make
// (`../` paths, symlinks, bombs) byte by byte.
import { crc32, deflateRawSync } from 'node:zlib';

export interface TestZipEntry {
  name: string;
  data?: Buffer;
  /** Reuse one compressed body for many entries (bombs) instead of deflating it again. */
  deflated?: { body: Buffer; size: number; crc: number };
  /** Unix mode bits, e.g. 0o120777 for a symlink. */
  unixMode?: number;
  store?: boolean;
}

export function deflated(data: Buffer): { body: Buffer; size: number; crc: number } {
  return { body: deflateRawSync(data, { level: 9 }), size: data.length, crc: crc32(data) };
}

export function buildZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const packed = entry.deflated ?? (entry.store ? { body: data, size: data.length, crc: crc32(data) } : deflated(data));
    const method = entry.store ? 0 : 8;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(packed.crc, 14);
    local.writeUInt32LE(packed.body.length, 18);
    local.writeUInt32LE(packed.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed.body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode bits count
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(packed.crc, 16);
    central.writeUInt32LE(packed.body.length, 20);
    central.writeUInt32LE(packed.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
