import { describe, expect, it } from 'vitest';
import {
  RESTRICTIVE_PRACTICE_MESSAGES as M,
  monthlyReport,
  restrictivePracticeSchema,
} from './restrictive-practices.ts';

const CLIENT = '0b6c0c4e-8a4e-4a57-9d1e-0d1f3c3a1a11';
const valid = {
  clientId: CLIENT,
  practiceType: 'Physical restraint',
  use: 'PRN',
  startDate: '2026-11-20',
  startTime: '14:05',
  endDate: '2026-11-20',
  endTime: '14:12',
  location: 'Lounge room',
  description: 'Held both forearms for seven minutes.',
  reason: 'To stop hitting another resident.',
  behaviour: 'Escalating agitation after a visit was cancelled.',
  injured: 'No',
  lessRestrictiveOptions: 'Redirection and offering a walk were tried first.',
  actionsTaken: 'Debrief; BSP practitioner told.',
  authorised: 'Yes',
  authorisationReference: 'NSW-RP-2026-0142',
};

describe('restrictivePracticeSchema', () => {
  it('takes a complete record', () => {
    expect(restrictivePracticeSchema.safeParse(valid).success).toBe(true);
  });

  it('asks the end after the start, the authorisation reference, and the injury answer', () => {
    const r = restrictivePracticeSchema.safeParse({
      ...valid,
      endTime: '14:00',
      authorisationReference: '',
      injured: '',
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      endTime: M.endAfterStart,
      authorisationReference: M.authorisationRequired,
      injured: M.injuryAnswerRequired,
    });
  });
});

describe('monthlyReport', () => {
  it('adds up uses per participant and practice, and lists the practices not used', () => {
    const report = monthlyReport('2026-11', [
      { clientId: 'a', clientName: 'Zoe', practiceType: 'Physical restraint', minutes: 7, authorised: true },
      { clientId: 'a', clientName: 'Zoe', practiceType: 'Physical restraint', minutes: 3, authorised: false },
      {
        clientId: 'b',
        clientName: 'Adam',
        practiceType: 'Chemical restraint',
        minutes: 240,
        authorised: true,
      },
    ]);
    expect(report.lines).toEqual([
      {
        clientId: 'b',
        clientName: 'Adam',
        practiceType: 'Chemical restraint',
        uses: 1,
        minutes: 240,
        unauthorisedUses: 0,
      },
      {
        clientId: 'a',
        clientName: 'Zoe',
        practiceType: 'Physical restraint',
        uses: 2,
        minutes: 10,
        unauthorisedUses: 1,
      },
    ]);
    expect(report.notUsed).toEqual(['Seclusion', 'Mechanical restraint', 'Environmental restraint']);
  });

  it('reports every practice as not used in a month without uses', () => {
    expect(monthlyReport('2026-12', []).notUsed).toHaveLength(5);
  });
});
