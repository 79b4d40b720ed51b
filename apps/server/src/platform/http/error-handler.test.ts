import { multiLine, singleLine } from '@booth/shared';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, Conflict, InvalidCredentials, Invalid } from '@/errors.ts';
import { FileStoreError } from '@/platform/files/file-store-error.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import { UploadRejected } from '@/platform/uploads/upload-rejected.ts';
import { DATABASE_RETRY_AFTER_SECONDS, installErrorHandler, mapError } from './error-handler.ts';

describe('mapError', () => {
  it('maps domain errors to the status of their shared code', () => {
    expect(mapError(new Conflict('taken'))).toMatchObject({ status: 409, code: 'CONFLICT', message: 'taken' });
    expect(mapError(new InvalidCredentials())).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(mapError(new Invalid('bad', [{ path: 'a.b', message: 'no' }]))).toMatchObject({ status: 400, fields: [{ path: 'a.b' }] });
  });

  it('maps refused uploads, unreadable media and missing files by their own shared code', () => {
    expect(mapError(new UploadRejected('svg', 'SVG images are not accepted'))).toEqual({ status: 400, code: 'VALIDATION', message: 'SVG images are not accepted' });
    expect(mapError(new UploadRejected('too-large', 'too big'))).toMatchObject({ status: 422, code: 'LIMIT_EXCEEDED' });
    expect(mapError(new MediaError('too-many-pixels', 'too many pixels'))).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(mapError(new FileStoreError('not-found', 'No file x'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(mapError(new MediaError('process-failed', 'ffmpeg exited 1: /srv/secret/path'))).toEqual({ status: 500, code: 'INTERNAL', message: 'Internal server error' });
    // A full disk or store says so (507), so that booths keep the picture and send it again later.
    expect(mapError(new FileStoreError('storage-full', 'The storage is full'))).toEqual({ status: 507, code: 'STORAGE_FULL', message: 'The storage is full' });
    expect(mapError(new FileStoreError('incomplete-write', '/srv/data/files/x: 3 of 9 bytes'))).toEqual({ status: 500, code: 'INTERNAL', message: 'Internal server error' });
  });

  it('hides the details of server errors', () => {
    expect(mapError(new Error('connection to 10.0.0.5 refused, password=…'))).toEqual({ status: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(mapError(new AppError('INTERNAL', 'stack details'))).toMatchObject({ message: 'Internal server error' });
  });

  it('keeps the safe message of framework client errors', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(mapError(tooLarge)).toEqual({ status: 413, code: 'VALIDATION', message: 'Request body is too large' });
  });

  it('names nested field paths of validation errors with dots', () => {
    const error = Object.assign(new Error('invalid'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [
        { instancePath: '/sharing/email/subject', message: 'Too long' },
        { instancePath: '', message: 'Expected object' },
      ],
    });
    expect(mapError(error).fields).toEqual([
      { path: 'sharing.email.subject', message: 'Too long' },
      { path: 'body', message: 'Expected object' },
    ]);
  });

  it('names the field a control character was refused in, also when it is a key of a record', () => {
    const schema = z.object({ title: singleLine(), texts: z.record(singleLine(), multiLine()) });
    const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const result = validate({ title: 'Fest\u0000', texts: { 'start\u0007': 'ok' } }) as { error: unknown[] };
    const error = Object.assign(new Error('invalid'), { statusCode: 400, validationContext: 'body', validation: result.error });
    const mapped = mapError(error);
    expect(mapped).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(mapped.fields).toEqual([
      { path: 'title', message: 'Must not contain control characters (U+0000 at character 5)', code: 'invalid' },
      { path: 'texts.start\u0007', message: 'Invalid key: Must not contain control characters (U+0007 at character 6)', code: 'invalid' },
    ]);
    expect(mapped.message).toContain('title: Must not contain control characters');
  });

  it('gives every field problem a code the web app translates, with the bound it broke', () => {
    const schema = z.object({ tags: z.array(z.string()).max(2), count: z.number().max(5), size: z.number().min(1), date: z.iso.datetime(), site: z.url(), title: z.string() });
    const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const result = validate({ tags: ['a', 'b', 'c'], count: 9, size: 0, date: 'soon', site: 'nowhere' }) as { error: unknown[] };
    const error = Object.assign(new Error('invalid'), { statusCode: 400, validationContext: 'body', validation: result.error });
    const codes = mapError(error).fields?.map(({ path, code, limit }) => ({ path, code, limit }));
    expect(codes).toEqual([
      { path: 'tags', code: 'too_many', limit: 2 },
      { path: 'count', code: 'too_big', limit: 5 },
      { path: 'size', code: 'too_small', limit: 1 },
      { path: 'date', code: 'invalid_date', limit: undefined },
      { path: 'site', code: 'invalid_url', limit: undefined },
      { path: 'title', code: 'required', limit: undefined },
    ]);
  });
});

describe('a lost database connection', () => {
  const terminated = () => new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });

  it('maps to 503 DATABASE_UNAVAILABLE, to be tried again after a few seconds', () => {
    expect(mapError(terminated())).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    expect(mapError(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }))).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(mapError(terminated()).message).not.toContain('administrator');
  });

  it('is answered with a Retry-After header', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get('/lost', async () => {
      throw terminated();
    });
    const response = await app.inject({ method: 'GET', url: '/lost' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });
});
