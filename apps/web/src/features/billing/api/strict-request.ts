import { apiRequest, type RequestOptions } from '@/lib/api-client';

export type StrictRequestOptions<T> = Omit<RequestOptions<T>, 'exactStatus'>;

/**
 * The revoke, cancel and billing calls of platform §7 treat any status other than 200 as a failure —
 * a 201, 202 or 204 included, which the general client would accept.
 */
export function strictRequest<T = unknown>(path: string, options: StrictRequestOptions<T> = {}): Promise<T> {
  return apiRequest(path, { ...options, exactStatus: 200 });
}
