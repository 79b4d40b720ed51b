import type { ApiErrorBody, ErrorCode, FieldIssue } from '@booth/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@/errors.ts';
import { isConnectionLost } from '@/platform/db/connection-lost.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import { UploadRejected } from '@/platform/uploads/upload-rejected.ts';
import { fieldIssueCode } from './field-issue.ts';

interface Mapped {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldIssue[];
  /** Sent as Retry-After: the client may try the same request again after this many seconds. */
  retryAfterSeconds?: number;
}

/**
 * A restart or failover is over within seconds and the pool reconnects by itself. The guest booth
 * retries uploads after 1, 3 and 8 s; other clients are told to wait this long.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** `/sharing/email/subject` → `sharing.email.subject`; an empty path names the whole part (`body`). */
function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/** zod says only "Invalid key in record" for a refused key; the reason is in the nested issue (a control character …). */
function zodIssueMessage(issue: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  const nested = Array.isArray(issue.params.issues) ? (issue.params.issues[0] as { message?: unknown } | undefined)?.message : undefined;
  if (issue.keyword === 'invalid_key' && typeof nested === 'string') return `Invalid key: ${nested}`;
  return issue.message ?? 'invalid';
}

function validationFields(error: FastifyError): FieldIssue[] {
  const context = error.validationContext;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => ({
      path: fieldPath(issue.instancePath, context),
      message: zodIssueMessage(issue),
      ...fieldIssueCode({ ...issue.params, code: issue.keyword, message: issue.message }),
    }));
  }
  return (error.validation ?? []).map((issue) => ({ path: fieldPath(issue.instancePath, context), message: issue.message ?? 'invalid' }));
}

function codeForClientStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION';
}

/** Maps anything thrown to a status and a public body; details of 5xx stay in the log. */
export function mapError(error: unknown): Mapped {
  if (error instanceof AppError) {
    if (error.status >= 500 && !error.showsMessage) return { status: error.status, code: error.code, message: 'Internal server error' };
    return { status: error.status, code: error.code, message: error.message, fields: error.fields };
  }
  // The platform's expected outcomes carry a shared code of their own: a refused upload, an image or
  // video that cannot be read, a missing file, a full store. Their messages are written to be shown; a crashed or
  // missing ffmpeg (a 5xx code) is ours, and its details stay in the log; a full store (507) says so.
  if (error instanceof UploadRejected || error instanceof MediaError || error instanceof FileStoreError) {
    if (error.status >= 500 && error.code !== 'STORAGE_FULL') return { status: error.status, code: error.code, message: 'Internal server error' };
    return { status: error.status, code: error.code, message: error.message };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const fields = validationFields(error as FastifyError);
    const names = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
    return { status: 400, code: 'VALIDATION', message: `Invalid ${fastifyError.validationContext ?? 'request'}: ${names}`, fields };
  }
  // The database went away under this request (restart, failover, a cut connection): the pool
  // reconnects by itself, and the same request will most likely succeed in a moment.
  if (isConnectionLost(error)) {
    return { status: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable right now; please try again in a moment', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  const status = fastifyError.statusCode;
  // Framework errors with a client status (bad JSON, wrong content type, too large…) carry safe messages.
  if (status && status >= 400 && status < 500) {
    return { status, code: codeForClientStatus(status), message: fastifyError.message ?? 'Bad request' };
  }
  return { status: 500, code: 'INTERNAL', message: 'Internal server error' };
}

export function errorBody(mapped: Mapped, requestId: string): ApiErrorBody {
  return { code: mapped.code, message: mapped.message, requestId, ...(mapped.fields ? { fields: mapped.fields } : {}) };
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(
    errorBody({ status: 404, code: 'NOT_FOUND', message: `No API route ${request.method} ${request.url.split('?')[0]}` }, request.id),
  );
}

/** The one error handler: typed domain errors, validation errors and everything else. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const mapped = mapError(error);
    // An outage fails every request for its duration: one warning each, not an error with a stack each.
    if (mapped.code === 'DATABASE_UNAVAILABLE') request.log.warn({ err: error }, 'request failed: database unavailable');
    else if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: mapped.code, status: mapped.status }, mapped.message);
    if (mapped.retryAfterSeconds !== undefined) reply.header('retry-after', String(mapped.retryAfterSeconds));
    return reply.code(mapped.status).send(errorBody(mapped, request.id));
  });
}
