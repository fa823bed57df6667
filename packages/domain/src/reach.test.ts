import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import { canReach, REACH, type ReachKind, reachActions, reachScope } from './reach.ts';

describe('reach', () => {
  it('names only actions of the permission table, none both "all" and "own"', () => {
    for (const [kind, rule] of Object.entries(REACH)) {
      for (const action of [...rule.all, ...rule.own]) {
        expect(action in PERMISSIONS, `${kind}: ${action}`).toBe(true);
      }
      expect(
        rule.all.filter((a) => (rule.own as readonly string[]).includes(a)),
        kind,
      ).toEqual([]);
    }
  });

  it('gives "all" over "own" to a caller holding both, "own" to one with an own action only, else none', () => {
    expect(reachScope('ticket', ['ticket.own', 'ticket.manage'])).toBe('all');
    expect(reachScope('ticket', ['ticket.own'])).toBe('own');
    expect(reachScope('ticket', ['timesheet.view'])).toBeNull();
    expect(reachScope('shiftReport', ['shiftReport.edit'])).toBe('all');
    expect(reachScope('split', ['timesheet.own'])).toBe('own');
  });

  it('lists a kind’s actions, the "all" ones first', () => {
    expect(reachActions('timesheet')).toEqual(['timesheet.view', 'timesheet.own']);
    const kinds = Object.keys(REACH) as ReachKind[];
    expect(kinds.every((k) => reachActions(k).length >= 2)).toBe(true);
  });

  it('lets a page open for anyone who reaches a kind, all or their own', () => {
    const who = (role: string) => ({ role, claims: [] as string[] });
    expect(canReach(who('Staff'), 'incident')).toBe(true);
    expect(canReach(who('Administrator'), 'incident')).toBe(true);
    expect(canReach(who('ServiceProvider'), 'timesheet')).toBe(false);
    expect(canReach(null, 'ticket')).toBe(false);
  });
});
