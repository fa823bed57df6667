import type { PayLineView, PayPeriodPay } from '@care/domain';

/** A Saturday line as the engine writes it (a casual, 6 h at 175% of $36.22). */
export const saturdayLine = (over: Partial<PayLineView> = {}): PayLineView => ({
  kind: 'award',
  corrects: null,
  date: '2026-11-14',
  toDate: '2026-11-14',
  shiftRosterId: 'shift-1',
  category: 'saturday',
  categoryLabel: 'Saturday',
  hours: '6.00',
  units: null,
  multiplier: '1.75',
  rate: '63.385',
  amountCents: 38031,
  explanation: 'Saturday hours at 175% (150% + 25% casual loading) of the level 2.1 rate',
  clause: 'cl 26.2, cl 11.2',
  ruleId: 'saturday',
  ote: true,
  warnings: [],
  pieces: [
    {
      date: '2026-11-14',
      shiftRosterId: 'shift-1',
      from: '8:00',
      to: '14:00',
      hours: '6.00',
      units: null,
      amountCents: 38031,
      explanation:
        'Sat 14 Nov 8:00–14:00, Saturday: 6 h at 175% (casual loading included) of $36.22 = $380.31',
    },
  ],
  ...over,
});

export const ordinaryLine = saturdayLine({
  date: '2026-11-11',
  toDate: '2026-11-11',
  category: 'ordinary',
  categoryLabel: 'Ordinary hours',
  hours: '4.00',
  multiplier: '1.25',
  rate: '45.275',
  amountCents: 18110,
  explanation: 'Ordinary hours at 125% (casual loading)',
  clause: 'cl 10.4(b)',
  pieces: [
    {
      date: '2026-11-11',
      shiftRosterId: 'shift-2',
      from: '9:00',
      to: '13:00',
      hours: '4.00',
      units: null,
      amountCents: 18110,
      explanation:
        'Wed 11 Nov 9:00–13:00, Ordinary hours: 4 h at 125% (casual loading included) of $36.22 = $181.10',
    },
  ],
});

export const PERIODS = [
  { fromDate: '2026-11-23', toDate: '2026-12-06' },
  { fromDate: '2026-11-09', toDate: '2026-11-22' },
];

export const periodPay = (over: Partial<PayPeriodPay> = {}): PayPeriodPay => ({
  fromDate: '2026-11-23',
  toDate: '2026-12-06',
  status: 'ready',
  approved: false,
  approvedAt: null,
  approvedBy: null,
  lines: [ordinaryLine, saturdayLine()],
  totalCents: 56141,
  blocks: [],
  warnings: [],
  attendanceCount: 2,
  ...over,
});

/** A correction paid in the current period for the one before. */
export const correctionLine = saturdayLine({
  kind: 'correction',
  corrects: { fromDate: '2026-11-09', toDate: '2026-11-22' },
  hours: '1.00',
  amountCents: 6339,
  clause: '',
  pieces: [],
  explanation:
    'Correction to the period 9–22 Nov: Sat 14 Nov 8:00–15:00 was 6 h, now 7 h: +1 h at 175% of $36.22 = +$63.39',
});
