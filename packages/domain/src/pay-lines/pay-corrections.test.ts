import { describe, expect, it } from 'vitest';
import { CASUAL, pay, work } from '../pay/pay.test-kit.ts';
import { type FrozenCorrection, payCorrections, periodWords } from './pay-corrections.ts';

// The period 16–29 Nov 2026 (fortnights from Mon 29 Jun 2026): a Saturday and a Wednesday shift.
const PERIOD = { fromDate: '2026-11-16', toDate: '2026-11-29' };
const saturday = (to = '14:00') => work('2026-11-28T08:00', `2026-11-28T${to}`, { shiftRosterId: 'sat' });
const wednesday = () => work('2026-11-25T09:00', '2026-11-25T13:00', { shiftRosterId: 'wed' });
const linesOf = (...shifts: ReturnType<typeof work>[]) => pay(shifts).lines;

const frozenOf = (c: ReturnType<typeof payCorrections>): FrozenCorrection[] =>
  c.map(({ category, date, shiftRosterId, hours, units, amountCents }) => ({
    category,
    date,
    shiftRosterId,
    hours,
    units,
    amountCents,
  }));

describe('corrections to an approved pay period', () => {
  it('nothing changed since approval: no correction (the same time is never paid twice)', () => {
    const approved = linesOf(saturday(), wednesday());
    expect(
      payCorrections({
        period: PERIOD,
        live: linesOf(saturday(), wednesday()),
        frozen: approved,
        corrections: [],
      }),
    ).toEqual([]);
  });

  it('a shift made an hour longer: one line of +1 h at the Saturday rate, explained', () => {
    const approved = linesOf(saturday(), wednesday());
    const [c, ...rest] = payCorrections({
      period: PERIOD,
      live: linesOf(saturday('15:00'), wednesday()),
      frozen: approved,
      corrections: [],
    });
    expect(rest).toEqual([]);
    expect(c).toMatchObject({
      kind: 'correction',
      category: 'saturday',
      date: '2026-11-28',
      shiftRosterId: 'sat',
      hours: '1.00',
      units: null,
      amountCents: 5433,
      correctsFromDate: '2026-11-16',
      correctsToDate: '2026-11-29',
    });
    expect(c?.explanation).toBe(
      'Correction to the period 16–29 Nov: Sat 28 Nov 8:00–15:00 was 6 h, now 7 h: +1 h at 150% of $36.22 = +$54.33',
    );
  });

  it('a shift removed (or no longer approved): its hours and amount taken back', () => {
    const approved = linesOf(saturday(), wednesday());
    const corrections = payCorrections({
      period: PERIOD,
      live: linesOf(wednesday()),
      frozen: approved,
      corrections: [],
    });
    expect(corrections.map((c) => [c.category, c.hours, c.amountCents])).toEqual([
      ['saturday', '-6.00', -32598],
    ]);
    expect(corrections[0]?.explanation).toBe(
      'Correction to the period 16–29 Nov: Sat 28 Nov 8:00–14:00 was 6 h, now none: −6 h at 150% of $36.22 = −$325.98',
    );
  });

  it('a shift added after approval: paid in full as a correction', () => {
    const approved = linesOf(saturday());
    const corrections = payCorrections({
      period: PERIOD,
      live: linesOf(saturday(), wednesday()),
      frozen: approved,
      corrections: [],
    });
    expect(corrections.map((c) => [c.category, c.date, c.hours, c.amountCents])).toEqual([
      ['ordinary', '2026-11-25', '4.00', 14488],
    ]);
    expect(corrections[0]?.explanation).toContain('Wed 25 Nov 9:00–13:00 was not paid, now 4 h');
  });

  it('corrections already frozen count as paid: the next period after them repeats nothing', () => {
    const approved = linesOf(saturday(), wednesday());
    const live = linesOf(saturday('15:00'), wednesday());
    const first = payCorrections({ period: PERIOD, live, frozen: approved, corrections: [] });
    expect(first).toHaveLength(1);
    // The next period is approved with that correction frozen; the third period owes nothing more.
    expect(payCorrections({ period: PERIOD, live, frozen: approved, corrections: frozenOf(first) })).toEqual(
      [],
    );
  });

  it('a second change to a corrected period is counted from the original plus every frozen correction', () => {
    const approved = linesOf(saturday(), wednesday());
    const first = payCorrections({
      period: PERIOD,
      live: linesOf(saturday('15:00'), wednesday()),
      frozen: approved,
      corrections: [],
    });
    // Then the shift is cut back to 14:30: −0.5 h against the 7 h already paid, not +0.5 h against 6 h.
    const second = payCorrections({
      period: PERIOD,
      live: linesOf(saturday('14:30'), wednesday()),
      frozen: approved,
      corrections: frozenOf(first),
    });
    expect(second.map((c) => [c.hours, c.amountCents])).toEqual([['-0.50', -2716]]);
    expect(second[0]?.explanation).toContain('was 7 h, now 6.5 h: −0.5 h at 150% of $36.22');
    expect(approved.reduce((s, l) => s + l.amountCents, 0) + 5433 - 2716).toBe(
      linesOf(saturday('14:30'), wednesday()).reduce((s, l) => s + l.amountCents, 0),
    );
  });

  it('a rate that changed since approval (a corrected rate row) shows both amounts', () => {
    const approved = pay([saturday()], { settings: CASUAL }).lines;
    const live = pay([saturday()], { settings: { ...CASUAL, aboveAwardHourlyRate: '40' } }).lines;
    const [c] = payCorrections({ period: PERIOD, live, frozen: approved, corrections: [] });
    expect(c?.hours).toBe('0.00');
    expect(c?.explanation).toContain(
      'Sat 28 Nov 8:00–14:00 was 6 h, now 6 h: $380.31 paid, now $420.00 = +$39.69',
    );
  });

  it('kilometres are units', () => {
    const approved = linesOf(
      work('2026-11-25T09:00', '2026-11-25T13:00', { shiftRosterId: 'wed', kilometres: '10' }),
    );
    const live = linesOf(
      work('2026-11-25T09:00', '2026-11-25T13:00', { shiftRosterId: 'wed', kilometres: '12.5' }),
    );
    const [c] = payCorrections({ period: PERIOD, live, frozen: approved, corrections: [] });
    expect(c).toMatchObject({ category: 'km-allowance', hours: null, units: '2.50' });
    expect(c?.explanation).toContain('was 10 km, now 12.5 km: +2.5 km');
  });

  it('names the period in short', () => {
    expect(periodWords('2026-11-16', '2026-11-29')).toBe('the period 16–29 Nov');
    expect(periodWords('2026-11-30', '2026-12-13')).toBe('the period 30 Nov–13 Dec');
  });
});
