import { describe, expect, it } from 'vitest';
import { pay, sleepover, work } from './pay.test-kit.ts';

// SCHADS.md §7: which lines are ordinary time earnings. The three UNCONFIRMED ones are company
// switches, default "Yes" (super is paid).
const week = () => [
  work('2026-12-01T07:00', '2026-12-01T10:00', { kind: 'broken-shift-period', kilometres: 12 }),
  work('2026-12-01T15:00', '2026-12-01T20:00', { kind: 'broken-shift-period' }),
  work('2026-12-02T16:00', '2026-12-02T22:00'),
  sleepover('2026-12-02T22:00', '2026-12-03T06:00', [['2026-12-03T02:00', '2026-12-03T02:30']]),
  work('2026-12-04T10:00', '2026-12-04T11:00'),
];
const oteOf = (switches = {}) =>
  Object.fromEntries(pay(week(), { switches }).lines.map((l) => [l.category, l.ote] as const));

describe('§7 OTE flags', () => {
  it('hours with their loadings are OTE; overtime, span, the sleepover allowance and km are not', () => {
    expect(oteOf()).toEqual({
      ordinary: true,
      afternoon: true,
      'broken-span-200': false,
      'broken-shift-allowance-1': true,
      'km-allowance': false,
      'sleepover-allowance': false,
      'sleepover-work': true,
      'minimum-engagement-topup': true,
    });
  });

  it('the UNCONFIRMED three follow the company’s switches', () => {
    const off = oteOf({ oteBrokenShiftAllowance: false, oteSleepoverWork: false, oteMinimumTopup: false });
    expect([off['broken-shift-allowance-1'], off['sleepover-work'], off['minimum-engagement-topup']]).toEqual(
      [false, false, false],
    );
  });
});
