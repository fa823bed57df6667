import { describe, expect, it } from 'vitest';
import { calendarDateInZone, zonedWallTimeToInstant } from '../dates.ts';
import {
  type ClockFacts,
  describeCountdown,
  formDueAt,
  incidentClocks,
  requiredForms,
} from './incident-clocks.ts';

const SYD = 'Australia/Sydney';
const at = (wall: string) => zonedWallTimeToInstant(wall, SYD);
const none = new Set<string>();
/** NSW public holidays around the cases below (Labour Day, Christmas, Boxing Day substitute, New Year, Easter). */
const NSW = new Set(['2026-10-05', '2026-12-25', '2026-12-28', '2027-01-01', '2026-04-03', '2026-04-06']);

const wallOf = (d: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SYD,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

describe('the Immediate Notification clock', () => {
  it('is due 24 hours after key personnel became aware', () => {
    const aware = at('2026-11-26T09:15');
    expect(formDueAt('immediate', aware, SYD, none).getTime() - aware.getTime()).toBe(24 * 3_600_000);
    expect(wallOf(formDueAt('immediate', aware, SYD, none))).toBe('2026-11-27 09:15:00');
  });

  it('counts elapsed hours across the Sydney DST start, so the wall time moves an hour', () => {
    // Clocks go forward at 2:00 on Sunday 4 October 2026: 24 hours after Saturday 03:00 is Sunday 04:00.
    const due = formDueAt('immediate', at('2026-10-03T03:00'), SYD, none);
    expect(wallOf(due)).toBe('2026-10-04 04:00:00');
  });

  it('runs over the weekend: aware on a Friday evening, due on Saturday evening', () => {
    expect(wallOf(formDueAt('immediate', at('2026-11-27T19:30'), SYD, NSW))).toBe('2026-11-28 19:30:00');
  });
});

describe('the 5-Day Form clock', () => {
  it('skips the weekend: aware on a Wednesday, due at the end of the next Wednesday', () => {
    expect(wallOf(formDueAt('fiveDay', at('2026-11-25T10:00'), SYD, none))).toBe('2026-12-02 23:59:59');
  });

  it('aware on a Friday evening: the day of awareness does not count, due the next Friday', () => {
    expect(wallOf(formDueAt('fiveDay', at('2026-11-27T19:30'), SYD, none))).toBe('2026-12-04 23:59:59');
  });

  it('skips the company state’s public holidays (Christmas, the Boxing Day substitute, New Year)', () => {
    const aware = at('2026-12-23T16:00');
    expect(wallOf(formDueAt('fiveDay', aware, SYD, none))).toBe('2026-12-30 23:59:59');
    expect(wallOf(formDueAt('fiveDay', aware, SYD, NSW))).toBe('2027-01-04 23:59:59');
  });

  it('ends at local midnight across the DST start and a Labour Day holiday', () => {
    const due = formDueAt('fiveDay', at('2026-10-01T12:00'), SYD, NSW);
    expect(wallOf(due)).toBe('2026-10-09 23:59:59');
    // After the change Sydney is UTC+11: the day ends at 12:59:59.999 UTC.
    expect(due.toISOString()).toBe('2026-10-09T12:59:59.999Z');
  });

  it('ends at local midnight across the DST end and the Easter holidays', () => {
    // Aware Thursday 2 April 2026; Good Friday and Easter Monday are holidays; clocks go back on 5 April.
    const due = formDueAt('fiveDay', at('2026-04-02T09:00'), SYD, NSW);
    expect(wallOf(due)).toBe('2026-04-13 23:59:59');
    expect(due.toISOString()).toBe('2026-04-13T13:59:59.999Z');
  });

  it('counts from the local date of awareness, not the UTC date', () => {
    // 07:30 on Monday in Sydney is still Sunday in UTC.
    const aware = at('2026-11-30T07:30');
    expect(calendarDateInZone(aware, 'UTC')).toBe('2026-11-29');
    expect(wallOf(formDueAt('fiveDay', aware, SYD, none))).toBe('2026-12-07 23:59:59');
  });
});

describe('which forms an incident needs', () => {
  const base = { reportable: 'Reportable' as const, restrictivePracticeHarm: null };

  it('needs none when not reportable', () => {
    expect(requiredForms({ ...base, reportable: 'Not reportable', categories: [2] })).toEqual([]);
  });

  it('needs both forms for categories 1 to 5 (abuse or neglect is a 24-hour one)', () => {
    for (const c of [1, 2, 3, 4, 5]) {
      expect(requiredForms({ ...base, categories: [c] })).toEqual(['immediate', 'fiveDay']);
    }
  });

  it('needs only the 5-Day Form for an unauthorised restrictive practice without harm', () => {
    expect(requiredForms({ ...base, categories: [6], restrictivePracticeHarm: false })).toEqual(['fiveDay']);
  });

  it('needs both when the restrictive practice caused harm, or another category applies too', () => {
    expect(requiredForms({ ...base, categories: [6], restrictivePracticeHarm: true })).toEqual([
      'immediate',
      'fiveDay',
    ]);
    expect(requiredForms({ ...base, categories: [3, 6], restrictivePracticeHarm: false })).toEqual([
      'immediate',
      'fiveDay',
    ]);
  });

  it('runs both clocks while reportability is unsure', () => {
    expect(requiredForms({ ...base, reportable: 'Unsure', categories: [] })).toEqual([
      'immediate',
      'fiveDay',
    ]);
  });
});

describe('incidentClocks', () => {
  const facts = (over: Partial<ClockFacts> = {}): ClockFacts => ({
    reportable: 'Reportable',
    categories: [2],
    restrictivePracticeHarm: null,
    awareAt: at('2026-11-26T09:00'),
    notifiedAt: {},
    ...over,
  });

  it('counts down while running and turns late after the due time', () => {
    const [immediate] = incidentClocks(facts(), at('2026-11-27T08:00'), SYD, none);
    expect(immediate).toMatchObject({ form: 'immediate', state: 'running', msLeft: 3_600_000 });
    const [late] = incidentClocks(facts(), at('2026-11-27T10:30'), SYD, none);
    expect(late).toMatchObject({ state: 'late', msLeft: -5_400_000 });
  });

  it('marks a form submitted in time, or submitted late', () => {
    const clocks = incidentClocks(
      facts({ notifiedAt: { immediate: at('2026-11-26T15:00'), fiveDay: at('2026-12-04T09:00') } }),
      at('2026-12-10T10:00'),
      SYD,
      none,
    );
    expect(clocks.map((c) => c.state)).toEqual(['submitted', 'submittedLate']);
  });

  it('has no clock before awareness is recorded, or when not reportable', () => {
    expect(incidentClocks(facts({ awareAt: null }), at('2026-11-27T08:00'), SYD, none)).toEqual([]);
    expect(
      incidentClocks(facts({ reportable: 'Not reportable' }), at('2026-11-27T08:00'), SYD, none),
    ).toEqual([]);
  });

  it('describes a countdown in days, hours and minutes', () => {
    expect(describeCountdown(23 * 3_600_000 + 5 * 60_000)).toBe('23 h 05 min left');
    expect(describeCountdown(-(3 * 3_600_000 + 10 * 60_000))).toBe('3 h 10 min late');
    expect(describeCountdown(2 * 86_400_000 + 4 * 3_600_000)).toBe('2 d 4 h left');
    expect(describeCountdown(59_000)).toBe('0 min left');
  });
});
