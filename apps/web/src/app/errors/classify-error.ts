import { isRouteErrorResponse } from 'react-router';
import { AppError } from '@/app/errors/app-error';
import { isApiError } from '@/lib/api-error';

export interface ErrorView {
  notFound: boolean;
  /** Shown as the error code: the status (500 by default) or an app error code such as ERR_REDIRECT. */
  code: string;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof record.status === 'number') return record.status;
  if (typeof record.response?.status === 'number') return record.response.status;
  return undefined;
}

/** Unhandled errors show their status code, taken from `status` or `response.status`, default 500 (platform §8). */
export function classifyError(error: unknown): ErrorView {
  if (error instanceof AppError) return { notFound: false, code: error.code };
  if (isRouteErrorResponse(error)) return { notFound: error.status === 404, code: String(error.status) };
  if (isApiError(error)) return { notFound: error.status === 404, code: String(error.status || 500) };
  const status = statusOf(error) ?? 500;
  return { notFound: status === 404, code: String(status) };
}
