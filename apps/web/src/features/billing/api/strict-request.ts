import type { z } from 'zod';
import { API_BASE, fail, sessionHeaders } from '@/lib/api-client';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { emitApiEvent } from '@/lib/api-events';
import { isLoggedIn } from '@/lib/session';

export interface StrictRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Without it the body is not read as the contract (cancel and revoke answer what the server likes). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * The revoke, cancel and billing calls of platform §7 treat any status other than 200 as a failure —
 * a 201, 202 or 204 included, which the general client would accept. Otherwise the same as the
 * client: session headers, the progress bar, the "unauthenticated" event, normalised errors.
 */
export async function strictRequest<T = unknown>(path: string, options: StrictRequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = sessionHeaders();
  const signedIn = isLoggedIn();
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  emitApiEvent('request-started', { method, path });
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server cannot be reached' }), method, path);
  }

  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, body);
    if (response.status === 401 && error.code === 'UNAUTHENTICATED' && signedIn) emitApiEvent('unauthenticated', error);
    return fail(error, method, path);
  }
  if (response.status !== 200) {
    return fail(new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: `Expected status 200, got ${response.status}` }), method, path);
  }
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    return fail(new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: `Unexpected answer: ${parsed.error.message}` }), method, path);
  }
  return parsed.data;
}
