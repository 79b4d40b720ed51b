import { SUPPORT_TOKEN_COOKIE, SUPPORT_TOKEN_HEADER } from '@booth/shared';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { emitApiEvent } from '@/lib/api-events';
import { getCookie } from '@/lib/cookies';
import { isLoggedIn } from '@/lib/session';

export const API_BASE = '/api';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer against the shared contract; without it the body is returned as `unknown`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * `emit` (default) reports a 401 as the "unauthenticated" event. Callers that handle an expired
   * session themselves (the route guard, logout) pass `ignore`.
   */
  onUnauthenticated?: 'emit' | 'ignore';
  /**
   * A failure the caller recovers from without telling anyone (the font calls fall back to sample
   * data, platform §7): still logged, but the progress bar does not turn to failure.
   */
  quiet?: boolean;
  /** Extra request headers (the lock password of a locked campaign, campaigns §5). */
  headers?: Record<string, string>;
  /**
   * The one success status this call accepts; any other 2xx fails too (the revoke, cancel and billing
   * calls of platform §7 treat every status but 200 as a failure).
   */
  exactStatus?: number;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What every call to our server carries besides the HttpOnly session cookie (which the browser adds
 * and no script here can read): the support token while support mode is on, and the page's language
 * (not the browser's: mails the server sends on this request use it). Shared with the upload
 * (XMLHttpRequest) and file download paths.
 */
export function sessionHeaders(accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  const supportToken = getCookie(SUPPORT_TOKEN_COOKIE);
  if (supportToken) headers.set(SUPPORT_TOKEN_HEADER, supportToken);
  const language = document.documentElement.lang;
  if (language) headers.set('Accept-Language', language);
  return headers;
}

/** Logs and reports a failed call the same way for every transport, then throws it. */
export function fail(error: ApiError, method: string, path: string, { quiet = false } = {}): never {
  console.error(`[api] ${method} ${path} failed: ${error.status} ${error.code}`, error.requestId ?? '', error.message);
  if (!quiet) emitApiEvent('request-failed', error);
  throw error;
}

/** The one place that talks HTTP to the API: session cookie, support token, JSON, normalised errors. */
export async function apiRequestWithHeaders<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const headers = sessionHeaders();
  // Whether this call was made as a signed-in user, for telling an ended session from wrong credentials.
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
      // The session cookie goes to our own origin only.
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server cannot be reached' }), method, path, options);
  }

  const body = await readBody(response).catch(() => null);
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, body);
    if (response.status === 401 && error.code === 'UNAUTHENTICATED' && signedIn && options.onUnauthenticated !== 'ignore') {
      emitApiEvent('unauthenticated', error);
    }
    return fail(error, method, path, options);
  }
  if (options.exactStatus !== undefined && response.status !== options.exactStatus) {
    return fail(new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: `Expected status ${options.exactStatus}, got ${response.status}` }), method, path, options);
  }

  if (!options.schema) return { data: body as T, headers: response.headers };
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    return fail(
      new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: `Unexpected answer: ${parsed.error.message}` }),
      method,
      path,
      options,
    );
  }
  return { data: parsed.data, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await apiRequestWithHeaders(path, options)).data;
}
