import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/client.ts';
import type { RowLoaders } from './kernel-needs.ts';
import type { Principal } from './principal.ts';
import { assertOwnStaff, loadReachedRow, ownsRow, personReader, type Reach, staffReader } from './reach.ts';

const db = {} as Queryable;
const worker = { uid: 'u1', companyId: 'c1', role: 'Staff' } as Principal;
const client = { uid: 'u2', companyId: 'c1', role: 'Client' } as Principal;
const all: Reach = { all: true, auditApproved: false };
const mine: Reach = { all: false, userId: 'u1', staffId: 's1', clientId: null };
const noRecord: Reach = { all: false, userId: 'u1', staffId: null, clientId: null };
const loaders: RowLoaders = {
  ticket: async (_db, _p, id) =>
    id === 't1'
      ? { owner: { userId: 'u1' }, row: { id } }
      : id === 't2'
        ? { owner: { userId: 'u9' }, row: { id } }
        : undefined,
};
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode,
  );

describe('a row route’s row (http/reach.ts)', () => {
  it('hands the row to whoever reaches it, and answers 404 for someone else’s or a missing one', async () => {
    await expect(loadReachedRow(db, worker, 'ticket', mine, 't1', loaders)).resolves.toEqual({ id: 't1' });
    await expect(loadReachedRow(db, worker, 'ticket', all, 't2', loaders)).resolves.toEqual({ id: 't2' });
    expect(await status(loadReachedRow(db, worker, 'ticket', mine, 't2', loaders))).toBe(404);
    expect(await status(loadReachedRow(db, worker, 'ticket', all, 'nope', loaders))).toBe(404);
    await expect(loadReachedRow(db, worker, 'roster', all, 't1', loaders)).rejects.toThrow(/No row loader/);
  });

  it('decides "own" as the kind says whose a record is', () => {
    expect(ownsRow('attendance', mine, { staffId: 'S1' })).toBe(true);
    expect(ownsRow('attendance', noRecord, { staffId: null })).toBe(false);
    expect(ownsRow('roster', { ...noRecord, clientId: 'p1' }, { staffId: 's9', clientIds: ['p1'] })).toBe(
      true,
    );
    expect(ownsRow('ticket', mine, { userId: null })).toBe(false);
  });
});

describe('a list’s reader and a named staff id', () => {
  it('reads all, an auditor’s approved ones, or one worker’s; none or 404 without a record', () => {
    expect(staffReader({ all: true, auditApproved: true })).toEqual({ kind: 'auditApproved' });
    expect(staffReader(mine)).toEqual({ kind: 'staff', staffId: 's1' });
    expect(staffReader(noRecord).kind).toBe('staff');
    expect(() => staffReader(noRecord, 'notFound')).toThrow();
    expect(personReader(client, { ...noRecord, clientId: 'p1' })).toEqual({
      kind: 'client',
      profileId: 'p1',
    });
    expect(personReader(worker, all)).toEqual({ kind: 'all' });
  });

  it('lets a worker name only their own staff id', () => {
    expect(() => assertOwnStaff(all, 's9')).not.toThrow();
    expect(() => assertOwnStaff(mine, 'S1')).not.toThrow();
    expect(() => assertOwnStaff(mine, 's9')).toThrow();
    expect(() => assertOwnStaff(noRecord, 's1')).toThrow();
  });
});
