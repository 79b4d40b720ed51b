import sharp, { type Metadata } from 'sharp';
import { AiProviderError } from './ai-provider.ts';

/**
 * The HTTP rules every AI client keeps (global fetch, i.e. undici): the caller's signal ends the call
 * (→ `timeout`), an error status (429 and 5xx included) or an unreachable service is `provider` with the
 * status, and no answer is read beyond a limit — a misbehaving service cannot fill the server's memory.
 */

/** JSON answers (workflow history, chat completions) are small; a megabyte is generous. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Image answers: a 4096² PNG stays well below this; base64 JSON answers are a third larger. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** More pixels than any provider returns for a booth picture (and than sharp should decode for us). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** An abort at the timeout, or the service's failure, as the port's error. */
export function providerFailure(service: string, error: unknown, signal: AbortSignal): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (signal.aborted) return new AiProviderError('timeout', `${service} did not finish in time`, undefined, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new AiProviderError('provider', `${service} could not be reached: ${message}`, undefined, { cause: error });
}

/** Throws `timeout` once the run was aborted: long local work checks it between its steps. */
export function throwIfAborted(service: string, signal: AbortSignal): void {
  if (signal.aborted) throw new AiProviderError('timeout', `${service} did not finish in time`, undefined, { cause: signal.reason });
}

/** fetch with the caller's signal; an answer that is not 2xx is thrown with a short excerpt of its body. */
export async function callService(service: string, url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    throw providerFailure(service, error, signal);
  }
  if (!response.ok) {
    const excerpt = await readLimited(service, response, 2048, signal, { truncate: true })
      .then((bytes) => bytes.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 300))
      .catch(() => '');
    const what = response.status === 429 ? 'is busy (429, rate limited)' : `answered ${response.status}`;
    throw new AiProviderError('provider', `${service} ${what}${excerpt ? `: ${excerpt}` : ''}`, response.status);
  }
  return response;
}

/**
 * The body, read up to `maxBytes`: beyond it the read is cancelled and the answer refused (or, with
 * `truncate`, cut — for error excerpts). A Content-Length above the limit is refused before reading.
 */
export async function readLimited(service: string, response: Response, maxBytes: number, signal: AbortSignal, options: { truncate?: boolean } = {}): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (!options.truncate && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AiProviderError('provider', `${service} answered with ${declared} bytes, more than the ${maxBytes} accepted`, response.status);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        if (options.truncate) {
          chunks.push(Buffer.from(value.subarray(0, value.byteLength - (total - maxBytes))));
          break;
        }
        throw new AiProviderError('provider', `${service} answered with more than the ${maxBytes} bytes accepted`, response.status);
      }
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    throw providerFailure(service, error, signal);
  }
  return Buffer.concat(chunks);
}

/** A JSON answer, parsed strictly: anything else is the service's fault, not ours. */
export async function readJson(service: string, response: Response, signal: AbortSignal, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = (await readLimited(service, response, maxBytes, signal)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AiProviderError('provider', `${service} answered with something that is not JSON: ${text.slice(0, 120)}`, response.status, { cause: error });
  }
}

const IMAGE_MAGIC: readonly { format: 'jpeg' | 'png' | 'webp'; test: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', test: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

export interface CheckedImage {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  hasAlpha: boolean;
}

/**
 * Whether bytes a service sent are a picture we accept: JPEG, PNG or WebP by their magic bytes, readable
 * by sharp, within the pixel limit. Anything else is `provider` (the service's answer was unusable).
 */
export async function checkImage(service: string, bytes: Buffer, accepted: readonly CheckedImage['format'][] = ['jpeg', 'png', 'webp']): Promise<CheckedImage> {
  const magic = IMAGE_MAGIC.find((candidate) => candidate.test(bytes));
  if (!magic || !accepted.includes(magic.format)) {
    throw new AiProviderError('provider', `${service} answered with something that is not a ${accepted.join('/').toUpperCase()} image`);
  }
  let metadata: Metadata;
  try {
    // Only the header is read here (no pixels decoded), so the pixel limit is checked below with a clear message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AiProviderError('provider', `${service} answered with an unreadable image`, undefined, { cause: error });
  }
  const { width, height } = metadata;
  if (!width || !height) throw new AiProviderError('provider', `${service} answered with an image without dimensions`);
  if (width * height > MAX_IMAGE_PIXELS) throw new AiProviderError('provider', `${service} answered with an image of ${width}×${height} pixels, more than accepted`);
  try {
    // Decoding it whole (into a thumbnail) finds a truncated or damaged picture before anything stores it.
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).resize(32, 32, { fit: 'inside' }).toBuffer();
  } catch (error) {
    throw new AiProviderError('provider', `${service} answered with a damaged image`, undefined, { cause: error });
  }
  return { format: magic.format, width, height, hasAlpha: metadata.hasAlpha ?? false };
}

export const MIME_OF_FORMAT: Record<CheckedImage['format'], string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const EXTENSION_OF_FORMAT: Record<CheckedImage['format'], string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
