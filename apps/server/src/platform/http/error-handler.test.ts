import { describe, expect, it } from 'vitest';
import { AppError, Conflict, InvalidCredentials, Invalid } from '@/errors.ts';
import { mapError } from './error-handler.ts';

describe('mapError', () => {
  it('maps domain errors to the status of their shared code', () => {
    expect(mapError(new Conflict('taken'))).toMatchObject({ status: 409, code: 'CONFLICT', message: 'taken' });
    expect(mapError(new InvalidCredentials())).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(mapError(new Invalid('bad', [{ path: 'a.b', message: 'no' }]))).toMatchObject({ status: 400, fields: [{ path: 'a.b' }] });
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
});
