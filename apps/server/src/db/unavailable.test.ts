import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

/** A server error as node-postgres reports it: a DatabaseError with its SQLSTATE. */
const serverError = (code: string, message: string) => {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
};
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the primary killed under a query', new Error('Connection terminated unexpectedly')],
    ['the standby not yet promoted', serverError('57P03', 'the database system is starting up')],
    ['the postmaster gone', serverError('57P01', 'terminating connection due to unexpected postmaster exit')],
    ['pg_terminate_backend', serverError('57P01', 'terminating connection due to administrator command')],
    ['another backend crashed', serverError('57P02', 'terminating connection because of crash of another')],
    ['a connection exception (08006)', serverError('08006', 'connection failure')],
    ['a connection that never opened (08001)', serverError('08001', 'could not connect')],
    ['a protocol violation (08P01)', serverError('08P01', 'protocol violation')],
    [
      'a write sent to the standby before its promotion',
      serverError('25006', 'cannot execute INSERT in a read-only transaction'),
    ],
    [
      'the new primary full of reconnecting replicas',
      serverError('53300', 'sorry, too many clients already'),
    ],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    [
      'a connection that timed out in the client',
      new Error('Connection terminated due to connection timeout'),
    ],
    ['the pool that found no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('says yes through the wrappers: Drizzle’s query error, a cause chain, an AggregateError', () => {
    expect(isDatabaseUnavailable(wrapped(serverError('57P01', 'terminating connection')))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('job failed', { cause: wrapped(socketError('ECONNRESET')) })),
    ).toBe(true);
    // Node's refusal when "localhost" is both ::1 and 127.0.0.1: the codes are on the inner errors.
    const both = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a deadlock (retried by the kernel, not a 503)', serverError('40P01', 'deadlock detected')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a statement timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['a query error wrapping a constraint', wrapped(serverError('23503', 'foreign key violation'))],
    ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a refusal', new Error('connection to db-internal.example:5432 refused')],
    ['nothing at all', undefined],
    ['a string', 'Connection terminated unexpectedly'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('ends on a cause chain that loops', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
