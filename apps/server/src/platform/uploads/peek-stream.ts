import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer if it is shorter) and returns them with a stream that
 * still yields everything from the first byte, so the type can be sniffed before the upload is stored.
 * Destroying the returned stream destroys the source.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const { value, done } = await iterator.next();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head;
      for (;;) {
        const { value, done } = await iterator.next();
        if (done) return;
        yield value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: head.subarray(0, Math.min(head.length, bytes)), stream: Readable.from(replay(), { objectMode: false }) };
}
