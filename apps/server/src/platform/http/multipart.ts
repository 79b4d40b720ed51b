import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';

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

/** The request's multipart parts as `UploadPart`s, in the order the client sent them. */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      yield { kind: 'file', name: part.fieldname, filename: part.filename, encoding: part.encoding, stream: part.file };
    } else {
      yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value) };
    }
  }
}
