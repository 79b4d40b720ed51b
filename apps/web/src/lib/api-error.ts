import { type ErrorCode, type FieldIssue, apiErrorSchema } from '@booth/shared';

/** Codes the client adds to the server's closed set: no answer at all, or an answer we cannot read. */
export const clientErrorCodes = ['NETWORK_ERROR', 'INVALID_RESPONSE'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldIssue[];
  readonly requestId: string | undefined;

  constructor(init: { status: number; code: ApiErrorCode; message: string; fields?: FieldIssue[]; requestId?: string }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns any non-2xx answer into an ApiError, whether or not the body follows the error contract. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError({ status, ...parsed.data });
  }
  return new ApiError({
    status,
    code: status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'INTERNAL',
    message: `Request failed with status ${status}`,
  });
}
