import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { buildInvoiceLines } from './build-lines.ts';
import { confirmDelivery, deliveredAgainstAgreed } from './delivery.ts';
import { ctx, hours, shift, worked } from './line.test-kit.ts';
import { confirmShortDeliveryLine } from './short-delivery.ts';

const minutes = (m: number) => m * TICKS_PER_MINUTE;

describe('delivered against agreed: the tolerance rule', () => {
  it.each([
    // [tolerance, minutes short, kind, billed minutes of a 120-minute agreement]
    [15, 0, 'agreed', 120],
    [15, 14, 'agreed', 120],
    [15, 15, 'agreed', 120],
    [15, 16, 'short', 104],
    [0, 0, 'agreed', 120],
    [0, 1, 'short', 119],
  ])('tolerance %i, %i minutes short: %s, bills %i minutes', (tolerance, short, kind, billed) => {
    const d = deliveredAgainstAgreed(minutes(120 - short), minutes(120), tolerance);
    expect(d.kind).toBe(kind);
    expect(d.billedTicks).toBe(minutes(billed));
    expect(d.shortMinutes).toBe(short);
  });

  it('bills a short delivery to the whole minute worked, never a part not worked', () => {
    // 1 h 44 min 30 s worked of 2 h: 104 minutes billed.
    const d = deliveredAgainstAgreed(minutes(104) + 30 * 10_000_000, minutes(120), 15);
    expect(d).toMatchObject({ kind: 'short', billedTicks: minutes(104), shortMinutes: 15 });
    // 15 min 30 s short is beyond a 15-minute tolerance.
    expect(d.text).toContain('Short delivery: worked 1.74 h of the agreed 2.00 h');
  });

  it('worked over agreed bills agreed and says so', () => {
    const d = deliveredAgainstAgreed(minutes(150), minutes(120), 15);
    expect(d).toMatchObject({ kind: 'over', billedTicks: minutes(120), shortMinutes: 0 });
    expect(d.text).toBe('Worked 2.50 h, beyond the agreed 2.00 h: the agreed time is billed');
  });

  it('a confirmed short delivery bills the agreed time with the reason', () => {
    const d = confirmDelivery(deliveredAgainstAgreed(minutes(60), minutes(120), 15), {
      by: 'Olive Office',
      at: new Date('2026-03-10T00:00:00Z'),
      reason: 'Participant sent the worker home early',
    });
    expect(d).toMatchObject({
      kind: 'confirmed',
      billedTicks: minutes(120),
      confirmed: { by: 'Olive Office', reason: 'Participant sent the worker home early' },
    });
    expect(d.text).toContain('Participant sent the worker home early');
  });
});

describe('delivered against agreed on invoice lines', () => {
  it('the 1-minute attendance of a 2-hour shift bills 1 minute and is flagged (issue 25 item 1)', () => {
    const s = shift('2026-03-02T09:00', '2026-03-02T11:00');
    const [line] = buildInvoiceLines([worked(s, '2026-03-02T09:00', '2026-03-02T09:01')], ctx());
    expect(line).toMatchObject({
      agreedDurationTicks: hours(2),
      billedDurationTicks: minutes(1),
      shortDelivery: 'Unconfirmed',
      amountCents: 117, // $70.23 × 1/60 h = $1.1705 → $1.17
    });
    expect(line?.explanation.pricing.text).toBe(
      '$70.23 × 0.02 h worked (agreed 2.00 h, short delivery) = $1.17',
    );
    expect(line?.explanation.delivery?.kind).toBe('short');
  });

  it('an hour early out of 14:00–22:00 on a Monday: only the Evening band is short', () => {
    const s = shift('2026-03-02T14:00', '2026-03-02T22:00');
    const lines = buildInvoiceLines([worked(s, '2026-03-02T14:00', '2026-03-02T21:00')], ctx());
    expect(
      lines.map((l) => [l.shiftCode, l.shortDelivery, l.billedDurationTicks / hours(1), l.amountCents]),
    ).toEqual([
      ['M', null, 6, 42138], // 6 h × 70.23
      ['E', 'Unconfirmed', 1, 7738], // 1 h of the agreed 2 h × 77.38
    ]);
  });

  it('arriving 30 minutes late and leaving 10 minutes early across two bands: short in both when beyond tolerance', () => {
    const s = shift('2026-03-02T18:00', '2026-03-02T22:00');
    const lines = buildInvoiceLines([worked(s, '2026-03-02T18:30', '2026-03-02T21:50')], ctx());
    expect(lines.map((l) => [l.shiftCode, l.shortDelivery, l.billedDurationTicks / minutes(1)])).toEqual([
      ['M', 'Unconfirmed', 90], // 30 minutes short of 2 h
      ['E', null, 120], // 10 minutes short, within 15: agreed
    ]);
  });

  it('confirming a short line reprices it at the agreed time and keeps the reason', () => {
    const s = shift('2026-03-02T09:00', '2026-03-02T11:00');
    const [line] = buildInvoiceLines([worked(s, '2026-03-02T09:00', '2026-03-02T10:00')], ctx());
    if (!line) {
      throw new Error('no line');
    }
    const confirmed = confirmShortDeliveryLine(line, {
      by: 'Olive Office',
      at: new Date('2026-03-10T00:00:00Z'),
      reason: 'Client asked to finish early; agreed fee applies',
    });
    expect(confirmed).toMatchObject({ billedDurationTicks: hours(2), amountCents: 14046, quantity: 2 });
    expect(confirmed.explanation.delivery?.confirmed?.reason).toBe(
      'Client asked to finish early; agreed fee applies',
    );
    expect(confirmed.explanation.pricing.text).toBe('$70.23 × 2.00 h agreed (worked 1.00 h) = $140.46');
  });

  it('a sleepover (unit E) is claimed once whatever the hours', () => {
    const s = shift('2026-03-02T22:00', '2026-03-03T08:00', { isNightShift: true });
    const [line] = buildInvoiceLines([worked(s, '2026-03-02T22:00', '2026-03-03T06:00')], ctx());
    expect(line).toMatchObject({ shiftCode: 'N', shortDelivery: null, quantity: 1 });
  });
});
