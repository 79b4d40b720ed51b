import { ZipFile } from 'yazl';

/**
 * A ZIP of `files` (path → bytes), deflated, with a fixed date so the same files make the same bytes;
 * with `folder`, everything inside that one folder, as zipping a folder makes it.
 */
export function zipBuffers(files: Record<string, Buffer>, folder = ''): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, data] of Object.entries(files)) zip.addBuffer(data, `${folder}${path}`, { mtime: new Date(2026, 0, 1) });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.once('error', reject);
  });
}
