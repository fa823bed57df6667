import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardLostConnections } from './lost-connection-guard.ts';

function guarded() {
  const events = new EventEmitter();
  const warnings: string[] = [];
  const errors: string[] = [];
  const exits: number[] = [];
  guardLostConnections(events, { warn: (m) => warnings.push(m), error: (m) => errors.push(m) }, (code) =>
    exits.push(code),
  );
  return { events, warnings, errors, exits };
}

/** The error node-postgres gives when the primary is killed under a query (seen in the failover proof). */
function postmasterExit(): Error {
  return Object.assign(new Error('terminating connection due to unexpected postmaster exit'), {
    code: '57P01',
    severity: 'FATAL',
  });
}

describe('the lost-connection guard', () => {
  it('keeps running, with a warning, when a job completion is lost with the connection', () => {
    const g = guarded();
    g.events.emit('unhandledRejection', postmasterExit());
    g.events.emit('unhandledRejection', new Error('Connection terminated unexpectedly'));
    expect(g.exits).toEqual([]);
    expect(g.warnings).toHaveLength(2);
    expect(g.warnings[0]).toContain('unexpected postmaster exit');
  });

  it('ends the process on any other unhandled rejection, as Node would', () => {
    const g = guarded();
    g.events.emit('unhandledRejection', new TypeError('cannot read properties of undefined'));
    expect(g.exits).toEqual([1]);
    expect(g.errors[0]).toContain('cannot read properties of undefined');
  });

  it('ends the process on a statement the database refused (not a lost connection)', () => {
    const g = guarded();
    g.events.emit(
      'unhandledRejection',
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    );
    g.events.emit('unhandledRejection', 'a plain string');
    expect(g.exits).toEqual([1, 1]);
    expect(g.warnings).toEqual([]);
  });
});
