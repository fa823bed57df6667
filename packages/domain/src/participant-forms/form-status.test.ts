import { describe, expect, it } from 'vitest';
import { SUPPORT_PLAN } from './care-plans.ts';
import type { FormValues } from './form-def.ts';
import { formValuesSchema, missingFields } from './form-schema.ts';
import {
  addMonthsToDate,
  formStatus,
  missingSignatures,
  nextReviewDate,
  reviewDaysLeft,
} from './form-status.ts';
import { formDefOf, PARTICIPANT_FORMS } from './forms.ts';
import { CONSENT_FORM, REFERRAL_FORM } from './intake-forms.ts';
import { SERVICE_AGREEMENT } from './service-agreement.ts';

const ZONE = 'Australia/Sydney';
/** 10:00 in Sydney on 27 Nov 2026 (AEDT, UTC+11). */
const NOW = new Date('2026-11-26T23:00:00Z');

const completeAgreement = (): FormValues => ({
  effectiveDate: '2026-07-01',
  participantInvolvement: 'Participant present',
  participantName: 'Mia Chen',
  ndisNumber: '430123456',
  providerName: 'Harbourside Care',
  providerSignatory: 'Olivia Grant, Director',
  fundingType: 'NDIA-managed',
  termStart: '2026-07-01',
  termEnd: '2027-06-30',
  supports: [
    {
      itemNumber: '01_011_0107_1_1',
      name: 'Assistance with self-care',
      quantity: 10,
      unitPrice: 70.23,
      frequency: null,
    },
  ],
  cancellationTerms: 'Short notice is less than 7 days.',
  changeTerms: '14 days written notice.',
  complaintsRoute: 'Call the office; NDIS Commission 1800 035 544.',
});

describe('missingFields', () => {
  it('names each required field left empty, and none once all are filled', () => {
    expect(missingFields(SERVICE_AGREEMENT, {})).toContain('Participant name');
    expect(missingFields(SERVICE_AGREEMENT, { ...completeAgreement(), ndisNumber: '  ' })).toEqual([
      'NDIS number',
    ]);
    expect(missingFields(SERVICE_AGREEMENT, completeAgreement())).toEqual([]);
  });

  it('needs the minimum rows of a table and the required cells of each row', () => {
    expect(missingFields(SERVICE_AGREEMENT, { ...completeAgreement(), supports: [] })).toEqual(['Supports']);
    const row = { itemNumber: '01_011_0107_1_1', name: '', quantity: 1, unitPrice: null };
    expect(missingFields(SERVICE_AGREEMENT, { ...completeAgreement(), supports: [row] })).toEqual([
      'Supports row 1: Support',
      'Supports row 1: Unit price ($)',
    ]);
  });

  it('counts a "no" answer as answered', () => {
    const missing = missingFields(CONSENT_FORM, { collectAndUse: false });
    expect(missing).not.toContain('Collect and use my information to plan and deliver supports');
  });
});

describe('formValuesSchema', () => {
  it('refuses a malformed date, an option not offered and a negative price, with the field named', () => {
    const schema = formValuesSchema(SERVICE_AGREEMENT);
    const bad = schema.safeParse({
      termStart: '1/7/2026',
      fundingType: 'Cash',
      supports: [{ unitPrice: -1 }],
    });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Agreement starts: enter a date as YYYY-MM-DD');
    expect(messages).toContain('Funding type: choose one of the options');
    expect(messages).toContain('Unit price ($) cannot be negative');
  });

  it('drops fields the form does not have and stores empty text as null', () => {
    const parsed = formValuesSchema(SERVICE_AGREEMENT).parse({ participantName: '  ', hacker: 'x' });
    expect(parsed).toEqual({ participantName: null });
  });
});

describe('nextReviewDate', () => {
  it('is the rule months after the effective date, clamped at a month end', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-12-31', 12)).toBe('2027-12-31');
  });

  it('support plan: the earlier of 12 months after it took effect and the NDIS plan end', () => {
    expect(nextReviewDate(SUPPORT_PLAN, { effectiveDate: '2026-03-01' }, '2027-06-30')).toBe('2027-03-01');
    expect(nextReviewDate(SUPPORT_PLAN, { effectiveDate: '2026-03-01' }, '2026-12-31')).toBe('2026-12-31');
    // A plan that ended before the form took effect is not a review date.
    expect(nextReviewDate(SUPPORT_PLAN, { effectiveDate: '2026-03-01' }, '2026-01-31')).toBe('2027-03-01');
  });

  it('takes an earlier "review by" the office set, and none for a referral', () => {
    expect(nextReviewDate(SERVICE_AGREEMENT, { effectiveDate: '2026-07-01', reviewBy: '2026-12-01' })).toBe(
      '2026-12-01',
    );
    expect(nextReviewDate(REFERRAL_FORM, { effectiveDate: '2026-07-01' })).toBeNull();
  });

  it('service agreement: no later than its own term end', () => {
    expect(nextReviewDate(SERVICE_AGREEMENT, { effectiveDate: '2026-11-01', termEnd: '2027-10-31' })).toBe(
      '2027-10-31',
    );
    expect(nextReviewDate(SERVICE_AGREEMENT, { effectiveDate: '2026-11-01', termEnd: '2028-10-31' })).toBe(
      '2027-11-01',
    );
  });

  it('has no date before the form has an effective date', () => {
    expect(nextReviewDate(SERVICE_AGREEMENT, {})).toBeNull();
  });
});

describe('formStatus', () => {
  const both = [{ role: 'participant' as const }, { role: 'provider' as const }];

  it('draft → awaiting signatures (until both have signed, issue 40 item 6) → signed', () => {
    const values = completeAgreement();
    expect(formStatus(SERVICE_AGREEMENT, { values: {}, signatures: [], reviewDate: null }, NOW, ZONE)).toBe(
      'draft',
    );
    expect(
      formStatus(SERVICE_AGREEMENT, { values, signatures: [], reviewDate: '2027-06-30' }, NOW, ZONE),
    ).toBe('awaiting signatures');
    expect(
      formStatus(
        SERVICE_AGREEMENT,
        { values, signatures: [{ role: 'participant' }], reviewDate: '2027-06-30' },
        NOW,
        ZONE,
      ),
    ).toBe('awaiting signatures');
    expect(
      formStatus(SERVICE_AGREEMENT, { values, signatures: both, reviewDate: '2027-06-30' }, NOW, ZONE),
    ).toBe('signed');
  });

  it('a representative signs in place of the participant', () => {
    expect(missingSignatures(SERVICE_AGREEMENT, [{ role: 'representative' }, { role: 'provider' }])).toEqual(
      [],
    );
    expect(missingSignatures(SERVICE_AGREEMENT, [{ role: 'witness' }])).toEqual([
      ['participant', 'representative'],
      ['provider'],
    ]);
  });

  it('due for review within 30 days, overdue the day after the review date (Sydney days)', () => {
    const values = completeAgreement();
    const at = (reviewDate: string) =>
      formStatus(SERVICE_AGREEMENT, { values, signatures: both, reviewDate }, NOW, ZONE);
    expect(at('2026-12-28')).toBe('signed');
    expect(at('2026-12-27')).toBe('due for review');
    expect(at('2026-11-27')).toBe('due for review');
    expect(at('2026-11-26')).toBe('overdue');
  });

  it('a draft stays a draft whatever its review date', () => {
    expect(
      formStatus(SERVICE_AGREEMENT, { values: {}, signatures: [], reviewDate: '2020-01-01' }, NOW, ZONE),
    ).toBe('draft');
  });

  it('counts days in the company zone across a Sydney DST change and 31 December', () => {
    // 5 Oct 2025 is the first day of daylight saving in Sydney: the day is 23 hours long.
    const dstMorning = new Date('2025-10-04T14:30:00Z'); // 00:30 AEST on 5 Oct
    expect(reviewDaysLeft('2025-10-06', dstMorning, ZONE)).toBe(1);
    const newYearsEve = new Date('2026-12-31T12:30:00Z'); // 23:30 on 31 Dec in Sydney
    expect(reviewDaysLeft('2026-12-31', newYearsEve, ZONE)).toBe(0);
    expect(reviewDaysLeft('2026-12-30', newYearsEve, ZONE)).toBe(-1);
    expect(reviewDaysLeft('2027-01-01', new Date('2026-12-31T13:30:00Z'), ZONE)).toBe(0);
  });
});

describe('the forms', () => {
  it('are eleven, each with a unique slug, fields and a signature it needs', () => {
    expect(PARTICIPANT_FORMS).toHaveLength(11);
    expect(new Set(PARTICIPANT_FORMS.map((f) => f.slug)).size).toBe(11);
    for (const f of PARTICIPANT_FORMS) {
      expect(f.sections.length).toBeGreaterThan(0);
      expect(f.signatures.length).toBeGreaterThan(0);
    }
    expect(PARTICIPANT_FORMS.filter((f) => f.required).map((f) => f.slug)).toEqual([
      'service-agreement',
      'safety-plan',
      'consent-form',
      'support-plan',
    ]);
  });

  it('are found by slug or by document name', () => {
    expect(formDefOf('Service Agreement')?.slug).toBe('service-agreement');
    expect(formDefOf('incident-report')).toBeUndefined();
  });
});
