import { describe, expect, it } from 'vitest';
import {
  type CandidateShift,
  fitsAvailability,
  passesScreening,
  type RosterCheckContext,
  type RosteredShift,
  rosterFindings,
  type ScreeningDocument,
} from './roster-checks.ts';

const SYDNEY = 'Australia/Sydney';
const AVA = 'staff-ava';
const LIAM = 'client-liam';
const ZOE = 'client-zoe';

const GOOD_DOCS: ScreeningDocument[] = [
  {
    documentName: 'Current Police Check',
    status: 'Accepted',
    implementationDate: '2026-01-01',
    expirationDate: '2027-01-01',
  },
  {
    documentName: 'Working With Vulnerable People Card',
    status: 'Accepted',
    implementationDate: '2025-06-01',
    expirationDate: null,
  },
];

const context = (over: Partial<RosterCheckContext> = {}): RosterCheckContext => ({
  zone: SYDNEY,
  staffName: 'Ava Nguyen',
  otherShifts: [],
  availability: [],
  screeningDocuments: GOOD_DOCS,
  clientNames: { [LIAM]: 'Liam Chen', [ZOE]: 'Zoe Park' },
  ...over,
});

// Tue 24 Nov 2026 (AEDT, +11): 09:00 = 2026-11-23T22:00Z, 13:00 = 02:00Z.
const tuesdayMorning: RosteredShift = {
  shiftRosterId: 'shift-1',
  staffId: AVA,
  staffName: 'Ava Nguyen',
  profileIds: [LIAM],
  clientNames: ['Liam Chen'],
  dateFrom: '2026-11-23T22:00:00.000Z',
  dateTo: '2026-11-24T02:00:00.000Z',
};
const candidate = (over: Partial<CandidateShift> = {}): CandidateShift => ({
  staffId: AVA,
  profileIds: [ZOE],
  dateFrom: '2026-11-24T01:00:00.000Z', // 12:00
  dateTo: '2026-11-24T04:00:00.000Z', // 15:00
  ...over,
});

describe('rosterFindings: the staff member', () => {
  it('finds an overlapping shift and names its time and client in plain words', () => {
    const findings = rosterFindings([candidate()], context({ otherShifts: [tuesdayMorning] }));
    expect(findings).toEqual([
      {
        kind: 'overlap',
        message: 'Ava Nguyen already works 9:00 AM–1:00 PM on Tue 24 Nov 2026 (with Liam Chen).',
        shiftRosterId: 'shift-1',
        staffId: AVA,
        dateFrom: '2026-11-24T01:00:00.000Z',
      },
    ]);
  });

  it('does not count touching shifts (one ends as the next starts) or the shift itself', () => {
    const touching = candidate({ dateFrom: tuesdayMorning.dateTo, dateTo: '2026-11-24T05:00:00.000Z' });
    expect(rosterFindings([touching], context({ otherShifts: [tuesdayMorning] }))).toEqual([]);
    const itself = candidate({ shiftRosterId: 'shift-1', profileIds: [LIAM] });
    expect(rosterFindings([itself], context({ otherShifts: [tuesdayMorning] }))).toEqual([]);
    expect(
      rosterFindings([candidate()], context({ otherShifts: [tuesdayMorning], exceptIds: ['shift-1'] })),
    ).toEqual([]);
  });

  it("ignores another staff member's shift", () => {
    const other = { ...tuesdayMorning, staffId: 'staff-ben', staffName: 'Ben Ortiz', profileIds: [] };
    expect(rosterFindings([candidate()], context({ otherShifts: [other] }))).toEqual([]);
  });

  it('finds candidates of one repeat that overlap each other, once, on the later one', () => {
    const a = candidate();
    const b = candidate({
      dateFrom: '2026-11-24T03:00:00.000Z',
      dateTo: '2026-11-24T06:00:00.000Z',
      profileIds: [],
    });
    const findings = rosterFindings([a, b], context());
    expect(findings).toEqual([
      {
        kind: 'overlap',
        message:
          'Ava Nguyen would also work 12:00 PM–3:00 PM on Tue 24 Nov 2026 (with Zoe Park) in this change.',
        staffId: AVA,
        dateFrom: b.dateFrom,
      },
    ]);
  });

  it('writes both days of an overnight shift', () => {
    const night: RosteredShift = {
      ...tuesdayMorning,
      dateFrom: '2026-10-03T12:00:00.000Z', // Sat 22:00 AEST
      dateTo: '2026-10-03T19:00:00.000Z', // Sun 06:00 AEDT
    };
    const late = candidate({ dateFrom: '2026-10-03T18:00:00.000Z', dateTo: '2026-10-03T22:00:00.000Z' });
    expect(rosterFindings([late], context({ otherShifts: [night] }))[0]?.message).toBe(
      'Ava Nguyen already works 10:00 PM on Sat 3 Oct 2026 to 6:00 AM on Sun 4 Oct 2026 (with Liam Chen).',
    );
  });
});

describe('rosterFindings and fitsAvailability: availability', () => {
  const tuesday = [{ days: 'Tuesday', fromTimeOfDay: '08:00', toTimeOfDay: '14:00' }];

  it('needs no check when no availability is recorded', () => {
    expect(fitsAvailability(candidate(), [], SYDNEY)).toBe(true);
    expect(rosterFindings([candidate()], context())).toEqual([]);
  });

  it('finds time outside the slots and says what is recorded', () => {
    expect(fitsAvailability(candidate(), tuesday, SYDNEY)).toBe(false);
    expect(rosterFindings([candidate()], context({ availability: tuesday }))).toEqual([
      {
        kind: 'availability',
        message:
          'Ava Nguyen is not available for all of 12:00 PM–3:00 PM on Tue 24 Nov 2026 (recorded availability: Tuesday 8:00 AM–2:00 PM).',
        staffId: AVA,
        dateFrom: candidate().dateFrom,
      },
    ]);
    const inside = candidate({ dateFrom: '2026-11-23T21:00:00.000Z', dateTo: '2026-11-24T03:00:00.000Z' });
    expect(fitsAvailability(inside, tuesday, SYDNEY)).toBe(true);
  });

  it('joins touching slots of a day', () => {
    const split = [
      { days: 'Tuesday', fromTimeOfDay: '08:00', toTimeOfDay: '13:00' },
      { days: 'Tuesday', fromTimeOfDay: '13:00', toTimeOfDay: '16:00' },
    ];
    expect(fitsAvailability(candidate(), split, SYDNEY)).toBe(true);
    const gap = [split[0], { days: 'Tuesday', fromTimeOfDay: '13:30', toTimeOfDay: '16:00' }].filter(
      (s) => !!s,
    );
    expect(fitsAvailability(candidate(), gap, SYDNEY)).toBe(false);
  });

  it("covers an overnight shift with the evening's slot to '00:00' (24:00) and the next morning's slot", () => {
    // Sat 3 Oct 2026 22:00 AEST → Sun 4 Oct 06:00 AEDT, the night daylight saving starts.
    const night = candidate({ dateFrom: '2026-10-03T12:00:00.000Z', dateTo: '2026-10-03T19:00:00.000Z' });
    const both = [
      { days: 'Saturday', fromTimeOfDay: '18:00', toTimeOfDay: '00:00' },
      { days: 'Sunday', fromTimeOfDay: '00:00', toTimeOfDay: '07:00' },
    ];
    expect(fitsAvailability(night, both, SYDNEY)).toBe(true);
    const saturdayOnly = both.slice(0, 1);
    expect(fitsAvailability(night, saturdayOnly, SYDNEY)).toBe(false);
    expect(rosterFindings([night], context({ availability: saturdayOnly }))[0]?.message).toBe(
      'Ava Nguyen is not available for all of 10:00 PM on Sat 3 Oct 2026 to 6:00 AM on Sun 4 Oct 2026 (recorded availability: Saturday 6:00 PM–12:00 AM; Sunday none).',
    );
  });

  it('takes nothing of the next day from a shift ending at midnight', () => {
    // Tue 24 Nov 2026 20:00 → Wed 00:00.
    const evening = candidate({ dateFrom: '2026-11-24T09:00:00.000Z', dateTo: '2026-11-24T13:00:00.000Z' });
    expect(
      fitsAvailability(evening, [{ days: 'Tuesday', fromTimeOfDay: '18:00', toTimeOfDay: '00:00' }], SYDNEY),
    ).toBe(true);
  });
});

describe('rosterFindings and passesScreening: screening documents', () => {
  const shift = candidate(); // Tue 24 Nov 2026
  const only = (docs: ScreeningDocument[]) =>
    rosterFindings([shift], context({ screeningDocuments: docs })).map((f) => f.message);
  const police = GOOD_DOCS[0] as ScreeningDocument;
  const card = GOOD_DOCS[1] as ScreeningDocument;

  it('passes with both documents accepted and in date', () => {
    expect(passesScreening(shift, GOOD_DOCS, SYDNEY)).toBe(true);
  });

  it('finds a missing document', () => {
    expect(only([police])).toEqual(['Ava Nguyen has no Working With Vulnerable People Card on file.']);
    expect(passesScreening(shift, [police], SYDNEY)).toBe(false);
  });

  it('finds a document not accepted', () => {
    expect(only([{ ...police, status: 'Pending' }, card])).toEqual([
      "Ava Nguyen's Current Police Check is Pending, not Accepted.",
    ]);
    expect(only([{ ...police, status: null }, card])).toEqual([
      "Ava Nguyen's Current Police Check is not reviewed, not Accepted.",
    ]);
  });

  it("finds a document expired on the shift's Sydney date, and accepts its last day", () => {
    expect(only([{ ...police, expirationDate: '2026-11-23' }, card])).toEqual([
      "Ava Nguyen's Current Police Check expired on 23 Nov 2026, before the shift on Tue 24 Nov 2026.",
    ]);
    expect(only([{ ...police, expirationDate: '2026-11-24' }, card])).toEqual([]);
    // 10:00 AM Sydney on 1 Jan 2027 is still 31 Dec in UTC: the Sydney date counts.
    const newYear = candidate({ dateFrom: '2026-12-31T23:00:00.000Z', dateTo: '2027-01-01T01:00:00.000Z' });
    expect(passesScreening(newYear, [{ ...police, expirationDate: '2026-12-31' }, card], SYDNEY)).toBe(false);
  });

  it('finds a document not yet in force', () => {
    expect(only([police, { ...card, implementationDate: '2026-11-25' }])).toEqual([
      "Ava Nguyen's Working With Vulnerable People Card starts on 25 Nov 2026, after the shift on Tue 24 Nov 2026.",
    ]);
  });

  it('says a document problem once for a whole repeat', () => {
    const week = [
      shift,
      candidate({ dateFrom: '2026-12-01T01:00:00.000Z', dateTo: '2026-12-01T04:00:00.000Z' }),
    ];
    expect(rosterFindings(week, context({ screeningDocuments: [police] }))).toHaveLength(1);
  });
});

describe('rosterFindings: clients', () => {
  it("finds the client's other shift at the same time, with whoever works it", () => {
    const zoeWithBen: RosteredShift = {
      shiftRosterId: 'shift-2',
      staffId: 'staff-ben',
      staffName: 'Ben Ortiz',
      profileIds: [ZOE],
      dateFrom: '2026-11-24T02:00:00.000Z',
      dateTo: '2026-11-24T05:00:00.000Z',
    };
    expect(rosterFindings([candidate()], context({ otherShifts: [zoeWithBen] }))).toEqual([
      {
        kind: 'clientDoubleBooking',
        message: 'Zoe Park already has a shift 1:00 PM–4:00 PM on Tue 24 Nov 2026 (with Ben Ortiz).',
        shiftRosterId: 'shift-2',
        profileId: ZOE,
        dateFrom: candidate().dateFrom,
      },
    ]);
  });

  it('checks an open shift only for its clients', () => {
    const open = candidate({ staffId: null, profileIds: [LIAM] });
    const findings = rosterFindings(
      [open],
      context({
        otherShifts: [tuesdayMorning],
        availability: [{ days: 'Monday', fromTimeOfDay: '08:00', toTimeOfDay: '09:00' }],
        screeningDocuments: [],
      }),
    );
    expect(findings.map((f) => f.kind)).toEqual(['clientDoubleBooking']);
    expect(findings[0]?.message).toBe(
      'Liam Chen already has a shift 9:00 AM–1:00 PM on Tue 24 Nov 2026 (with Ava Nguyen).',
    );
  });

  it('says "with another worker" when the other shift\'s worker is not named', () => {
    const unnamed: RosteredShift = { ...tuesdayMorning, staffName: undefined };
    const open = candidate({ staffId: null, profileIds: [LIAM] });
    expect(
      rosterFindings([open], context({ staffName: undefined, otherShifts: [unnamed] }))[0]?.message,
    ).toBe('Liam Chen already has a shift 9:00 AM–1:00 PM on Tue 24 Nov 2026 (with another worker).');
  });

  it('finds a group shift clashing with an open shift of one of its clients', () => {
    const openForLiam: RosteredShift = {
      ...tuesdayMorning,
      shiftRosterId: 'open-1',
      staffId: null,
      staffName: undefined,
    };
    const group = candidate({ staffId: 'staff-ben', profileIds: [ZOE, LIAM] });
    const findings = rosterFindings([group], context({ staffName: 'Ben Ortiz', otherShifts: [openForLiam] }));
    expect(findings.map((f) => f.message)).toEqual([
      'Liam Chen already has a shift 9:00 AM–1:00 PM on Tue 24 Nov 2026 (an open shift).',
    ]);
  });
});
