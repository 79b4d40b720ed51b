import type { z } from 'zod';
import { API_BASE, fail, sessionHeaders } from '@/lib/api-client';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { emitApiEvent } from '@/lib/api-events';
import { isLoggedIn } from '@/lib/session';

export interface UploadOptions<T> {
  /** Path below `/api`, as for `apiRequest`. */
  path: string;
  /**
   * Multipart text fields, sent in this order and before the file: the server reads them first so it
   * can check the kind while the file is still streaming in.
   */
  fields?: Record<string, string>;
  file: File;
  /** Name of the multipart field holding the file. */
  fileField?: string;
  headers?: Record<string, string>;
  schema: z.ZodType<T>;
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** As for `apiRequest`: a failure the caller recovers from silently. */
  quiet?: boolean;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A multipart upload with progress. `fetch` cannot report upload progress, so this one call uses
 * XMLHttpRequest; headers, error normalisation and events are the same as `apiRequest`'s.
 */
export function uploadFile<T>(options: UploadOptions<T>): Promise<T> {
  const method = 'POST';
  const { path } = options;
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(options.fileField ?? 'file', options.file, options.file.name);

    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    const headers = sessionHeaders();
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    // A same-origin XMLHttpRequest carries the HttpOnly session cookie by itself.
    const signedIn = isLoggedIn();
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));

    const settle = (run: () => void) => {
      options.signal?.removeEventListener('abort', abort);
      try {
        run();
      } catch (error) {
        reject(error);
      }
    };
    const abort = () => xhr.abort();

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        const body = parseJson(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) {
          const error = apiErrorFromResponse(xhr.status, body);
          if (xhr.status === 401 && error.code === 'UNAUTHENTICATED' && signedIn) emitApiEvent('unauthenticated', error);
          fail(error, method, path, options);
        }
        options.onProgress?.(1);
        const parsed = options.schema.safeParse(body);
        if (!parsed.success) {
          fail(new ApiError({ status: xhr.status, code: 'INVALID_RESPONSE', message: `Unexpected answer: ${parsed.error.message}` }), method, path, options);
        }
        resolve(parsed.data);
      }),
    );
    xhr.addEventListener('error', () =>
      settle(() => fail(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server cannot be reached' }), method, path, options)),
    );
    xhr.addEventListener('abort', () => settle(() => reject(new DOMException('The upload was cancelled', 'AbortError'))));

    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    emitApiEvent('request-started', { method, path });
    xhr.send(form);
  });
}
