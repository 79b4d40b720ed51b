import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows the SQLSTATEs of a connection ended or refused by the server', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']) {
      expect(isConnectionLost(withCode('terminating connection', code)), code).toBe(true);
    }
  });

  it('knows the socket errors of a server that is gone, and what node-postgres and its pool say without a code', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']) expect(isConnectionLost(withCode(`connect ${code}`, code)), code).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it("looks through Drizzle's wrapper and a connect's AggregateError", () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('terminating connection due to administrator command', '57P01') });
    expect(isConnectionLost(wrapped)).toBe(true);
    const refused = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]);
    expect(isConnectionLost(new Error('Failed query', { cause: refused }))).toBe(true);
  });

  it('leaves errors of the query itself alone', () => {
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isConnectionLost(new Error('Failed query', { cause: withCode('relation "x" does not exist', '42P01') }))).toBe(false);
    expect(isConnectionLost(new Error('something else'))).toBe(false);
    expect(isConnectionLost('ECONNRESET')).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
