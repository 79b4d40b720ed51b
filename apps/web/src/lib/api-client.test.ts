import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { onApiEvent } from '@/lib/api-events';
import { markSignedIn } from '@/lib/session';
import { FakeApi, apiError } from '@/test/fake-api';

describe('api client', () => {
  it('sends JSON with the support token and no bearer token (the session is an HttpOnly cookie), and validates the answer', async () => {
    const api = new FakeApi().on('POST', '/api/things', { status: 201, body: { id: 'a1', extra: true } }).install();
    markSignedIn();
    document.cookie = 'supportToken=sup-2; path=/';

    const result = await apiRequest('/things', { method: 'POST', body: { name: 'x' }, schema: z.object({ id: z.string() }) });

    expect(result).toEqual({ id: 'a1' });
    const [request] = api.calls('POST', '/api/things');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers.get('X-Support-Token')).toBe('sup-2');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ name: 'x' });
  });

  it('turns an error answer into a typed ApiError with code, fields and status, logs it and reports it', async () => {
    new FakeApi()
      .on('POST', '/api/customers', {
        status: 400,
        body: { code: 'VALIDATION', message: 'bad', requestId: 'r-9', fields: [{ path: 'email', message: 'Invalid email' }] },
      })
      .install();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    const off = onApiEvent('request-failed', failed);

    const error = await apiRequest('/customers', { method: 'POST', body: {} }).catch((e: unknown) => e);

    off();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', requestId: 'r-9', fields: [{ path: 'email', message: 'Invalid email' }] });
    expect(log).toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith(error);
  });

  it('reports a network failure as NETWORK_ERROR and an unreadable answer by its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/config')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });

    new FakeApi().on('GET', '/api/config', { status: 503, body: '<html>' }).install();
    await expect(apiRequest('/config')).rejects.toMatchObject({ code: 'INTERNAL', status: 503 });
  });

  it('emits "unauthenticated" for a 401 on a call made while signed in, not for wrong credentials', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    new FakeApi()
      .on('GET', '/api/auth/user', apiError(401, 'UNAUTHENTICATED'))
      .on('POST', '/api/auth/login', apiError(401, 'INVALID_CREDENTIALS'))
      .install();
    const unauthenticated = vi.fn();
    const off = onApiEvent('unauthenticated', unauthenticated);

    await apiRequest('/auth/user').catch(() => {});
    expect(unauthenticated).not.toHaveBeenCalled();

    markSignedIn();
    await apiRequest('/auth/login', { method: 'POST', body: {} }).catch(() => {});
    expect(unauthenticated).not.toHaveBeenCalled();
    await apiRequest('/auth/user', { onUnauthenticated: 'ignore' }).catch(() => {});
    expect(unauthenticated).not.toHaveBeenCalled();
    await apiRequest('/auth/user').catch(() => {});
    expect(unauthenticated).toHaveBeenCalledTimes(1);
    off();
  });
});
