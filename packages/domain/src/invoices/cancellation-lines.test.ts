import { describe, expect, it } from 'vitest';
import { buildCancellationLines } from './cancellation-lines.ts';
import type { BillableShift } from './invoice-lines.ts';
import { ctx, money, shift } from './line.test-kit.ts';

describe('buildCancellationLines', () => {
  const cancellation = (s: BillableShift, reasonCode: string | null = 'NSDF') => ({
    shift: s,
    staffId: 'w1',
    staffName: 'Wes Worker',
    cancellationDate: new Date('2026-02-28T05:00:00.000Z'),
    noticeMinutes: 2 * 1440 + 4 * 60,
    reasonCode,
    reason: 'Family matter',
  });

  it('bills the rostered time per band at 100% as CANC', () => {
    const lines = buildCancellationLines(
      [cancellation(shift('2026-03-02T18:00', '2026-03-02T22:00'))],
      ctx(),
    );
    expect(money(lines)).toEqual([
      ['M', '2026-03-02', '01_011_0107_1_1', 7023, 2, 14046], // 2 × 70.23 = 140.46
      ['E', '2026-03-02', '01_015_0107_1_1', 7738, 2, 15476], // 2 × 77.38 = 154.76
    ]);
    expect(lines[0]).toMatchObject({
      sourceKey: 'cancel:s-2026-03-02T18:00:M:2026-03-02',
      claimType: 'CANC',
      cancellationReason: 'NSDF',
      splitIds: [],
      attendanceId: null,
      durationTicks: 0,
      totalKm: 0,
    });
    expect(lines[0]?.explanation.band.rule).toBe('cancellation');
    expect(lines[0]?.explanation.cancellation).toEqual({
      cancellationDate: '2026-02-28T05:00:00.000Z',
      noticeMinutes: 3120,
      reasonCode: 'NSDF',
      reason: 'Family matter',
      text: "Cancelled by the client with 2 days 4 hours' notice (less than 7 days): billed at 100% of the agreed fee as a short-notice cancellation (CANC, NSDF)",
    });
  });

  it('no reason code is NSDO; higherRate is one line at the highest band; a sleepover one N', () => {
    const hr = buildCancellationLines(
      [cancellation(shift('2026-03-02T18:00', '2026-03-02T22:00'), null)],
      ctx({ boundaryRule: 'higherRate' }),
    );
    expect(money(hr)).toEqual([['E', '2026-03-02', '01_015_0107_1_1', 7738, 4, 30952]]); // 4 × 77.38 = 309.52
    expect(hr[0]?.cancellationReason).toBe('NSDO');
    const sleep = buildCancellationLines(
      [cancellation(shift('2026-03-02T22:00', '2026-03-03T08:00', { isNightShift: true }))],
      ctx(),
    );
    expect(money(sleep)).toEqual([['N', '2026-03-02', '01_010_0107_1_1', 29760, 10, 29760]]); // 297.60 × 1
  });
});
