import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';
import { UploadRejected } from '@/platform/uploads/upload-rejected.ts';

export interface MultipartLimits {
  /** The largest file any upload route takes; the use-case applies the per-kind limit below this. */
  maxFileBytes: number;
  /** Files per request (default 1); a booth's GIF sends each frame as a file. */
  maxFiles?: number;
  /** Bytes per text field (default 4 KB); the booth's JSON answers need more. */
  maxFieldBytes?: number;
}

/**
 * Registers multipart parsing for the routes of one plugin scope, with limits that stop abuse before
 * the use-case sees it: one file, a handful of short text fields, and a file size just above the
 * largest per-kind limit (so the per-kind check, with its clearer message, normally fires first).
 */
export async function registerMultipart(app: FastifyInstance, { maxFileBytes, maxFiles = 1, maxFieldBytes = 4096 }: MultipartLimits): Promise<void> {
  await app.register(multipart, {
    limits: { files: maxFiles, fields: 10, parts: maxFiles + 11, fieldNameSize: 100, fieldSize: maxFieldBytes, headerPairs: 100, fileSize: maxFileBytes + 1 },
  });
  app.addHook('onResponse', async (request) => drainUnreadBody(request, maxFileBytes));
}

// Headroom for the multipart framing and text fields around the largest file.
const DRAIN_SLACK_BYTES = 1024 * 1024;

/**
 * A refused upload is answered as soon as the refusal is known (after its first 4 KB for a wrong
 * type), while the client is still sending. The multipart parser has let go of the request by then,
 * and an unread request keeps its connection open for ever (shutdown waits on it) — while closing
 * the socket with unread data makes the kernel reset it, so the client may never see the answer.
 * So the rest is read and discarded, like a lingering close, and the connection stays usable; a client
 * sending more than any upload may be is cut off.
 */
function drainUnreadBody(request: FastifyRequest, maxFileBytes: number): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxFileBytes + DRAIN_SLACK_BYTES) raw.destroy();
  });
  // The parser's pipe is still attached to a destroyed consumer and would pause the request again.
  raw.unpipe();
  raw.resume();
}

/**
 * The parser's own refusals (limits, a field named `__proto__`, not multipart at all) carry a status;
 * busboy's errors (no boundary, a body cut short, bytes that are not multipart) and a request the
 * client abandoned carry none. Those are the client's malformed body: a 400, never a 500.
 */
function asMalformed(error: unknown): unknown {
  if (error instanceof UploadRejected || (error instanceof Error && 'statusCode' in error)) return error;
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new UploadRejected('multipart-malformed', `The multipart body is malformed${detail}`, undefined, { cause: error });
}

/** The file's bytes, whose failure (the body ending inside the file) arrives as the same 400. */
function guardedFile(file: Readable): Readable {
  // Iterated rather than listened to: the parser destroys the part with its error, which an iterator
  // always sees. A consumer that gives up early (a refused type) ends the iteration, and with it the part.
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of file) yield chunk as Buffer;
    } catch (error) {
      throw asMalformed(error);
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** The request's multipart parts as `UploadPart`s, in the order the client sent them. */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  // Only the parser's errors are caught here: a consumer's own failure ends the loop with return(), not a throw.
  const parts = request.parts()[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
      try {
        next = await parts.next();
      } catch (error) {
        finished = true;
        throw asMalformed(error);
      }
      if (next.done) {
        finished = true;
        return;
      }
      const part = next.value;
      if (part.type === 'file') {
        yield { kind: 'file', name: part.fieldname, filename: part.filename, encoding: part.encoding, stream: guardedFile(part.file) };
      } else {
        yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value) };
      }
    }
  } finally {
    // A consumer that stops early (a refused upload) lets the parser clean up, as a for-await would.
    if (!finished) await parts.return?.();
  }
}
