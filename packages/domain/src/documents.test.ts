import { describe, expect, it } from 'vitest';
import {
  allowedDocumentActions,
  canApplyDocumentAction,
  daysUntilExpiry,
  displayedDocumentStatus,
  documentAttention,
  documentBadgeColor,
  dueExpiryAlert,
  groupRequiredDocuments,
} from './documents.ts';

const SYD = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);

describe('the document status table (spec 1 §4)', () => {
  it('allows accept, reject and consent from Pending; only accept from Rejected; only reject from Accepted', () => {
    expect(allowedDocumentActions('Pending')).toEqual([
      'accept',
      'reject',
      'requestConsent',
      'archive',
      'delete',
    ]);
    expect(allowedDocumentActions('Rejected')).toEqual(['accept', 'archive', 'delete']);
    expect(allowedDocumentActions('Accepted')).toEqual(['reject', 'archive', 'delete']);
  });

  it('refuses the transitions the table does not list', () => {
    expect(canApplyDocumentAction('Accepted', 'accept')).toBe(false);
    expect(canApplyDocumentAction('Rejected', 'reject')).toBe(false);
    expect(canApplyDocumentAction('Accepted', 'requestConsent')).toBe(false);
    expect(canApplyDocumentAction('Rejected', 'requestConsent')).toBe(false);
    expect(canApplyDocumentAction('Unknown', 'accept')).toBe(false);
  });

  it('allows archive and delete from every status', () => {
    for (const s of ['Pending', 'Accepted', 'Rejected']) {
      expect(canApplyDocumentAction(s, 'archive')).toBe(true);
      expect(canApplyDocumentAction(s, 'delete')).toBe(true);
    }
  });
});

describe('the displayed document status in Sydney', () => {
  it('reads Not Available for a required document never uploaded, not available without dates', () => {
    expect(displayedDocumentStatus(undefined, at('2026-06-01T00:00:00Z'), SYD)).toBe('Not Available');
    expect(
      displayedDocumentStatus(
        { implementationDate: null, expirationDate: null, status: 'Pending' },
        at('2026-06-01T00:00:00Z'),
        SYD,
      ),
    ).toBe('not available');
  });

  it('turns from not started to the stored status at Sydney midnight of the implementation day (AEST)', () => {
    const doc = { implementationDate: '2026-07-01', expirationDate: '2027-06-30', status: 'Pending' };
    // 2026-07-01 00:00 AEST is 2026-06-30T14:00:00Z.
    expect(displayedDocumentStatus(doc, at('2026-06-30T13:59:59Z'), SYD)).toBe('not started');
    expect(displayedDocumentStatus(doc, at('2026-06-30T14:00:00Z'), SYD)).toBe('Pending');
  });

  it('stays valid through the whole expiration day and expires at the next Sydney midnight (AEDT)', () => {
    const doc = { implementationDate: '2026-01-01', expirationDate: '2026-01-31', status: 'Accepted' };
    // 2026-02-01 00:00 AEDT (UTC+11) is 2026-01-31T13:00:00Z.
    expect(displayedDocumentStatus(doc, at('2026-01-31T12:59:59Z'), SYD)).toBe('Accepted');
    expect(displayedDocumentStatus(doc, at('2026-01-31T13:00:00Z'), SYD)).toBe('expired');
  });

  it('puts expired over every stored status', () => {
    for (const status of ['Pending', 'Accepted', 'Rejected']) {
      expect(
        displayedDocumentStatus(
          { implementationDate: '2025-01-01', expirationDate: '2025-12-31', status },
          at('2026-03-01T00:00:00Z'),
          SYD,
        ),
      ).toBe('expired');
    }
  });

  it('counts the 25-hour day when daylight saving ends (5 April 2026) as one calendar day', () => {
    const doc = { implementationDate: '2026-04-01', expirationDate: '2026-04-05', status: 'Accepted' };
    // 5 April starts 00:00 AEDT (04-04T13:00Z) and ends 24:00 AEST (04-05T14:00Z).
    expect(displayedDocumentStatus(doc, at('2026-04-05T13:59:59Z'), SYD)).toBe('Accepted');
    expect(displayedDocumentStatus(doc, at('2026-04-05T14:00:00Z'), SYD)).toBe('expired');
  });

  it('counts the 23-hour day when daylight saving starts (4 October 2026)', () => {
    const doc = { implementationDate: '2026-10-04', expirationDate: null, status: 'Pending' };
    // 4 October starts 00:00 AEST (10-03T14:00Z); after 02:00 the clocks jump to 03:00 AEDT.
    expect(displayedDocumentStatus(doc, at('2026-10-03T13:59:59Z'), SYD)).toBe('not started');
    expect(displayedDocumentStatus(doc, at('2026-10-03T14:00:00Z'), SYD)).toBe('Pending');
    expect(displayedDocumentStatus(doc, at('2026-10-04T13:00:00Z'), SYD)).toBe('Pending');
  });

  it('reads active when the stored status is unknown but the dates are current', () => {
    expect(
      displayedDocumentStatus(
        { implementationDate: '2026-01-01', expirationDate: null, status: null },
        at('2026-05-01T00:00:00Z'),
        SYD,
      ),
    ).toBe('active');
  });

  it('gives another zone its own midnight', () => {
    const doc = { implementationDate: '2026-07-01', expirationDate: null, status: 'Pending' };
    expect(displayedDocumentStatus(doc, at('2026-06-30T14:30:00Z'), 'Australia/Perth')).toBe('not started');
  });

  it('colours badges as the spec says', () => {
    expect(documentBadgeColor('expired')).toBe('red');
    expect(documentBadgeColor('not started')).toBe('gray');
    expect(documentBadgeColor('active')).toBe('green');
    expect(documentBadgeColor('Pending')).toBe('yellow');
    expect(documentBadgeColor('Accepted')).toBe('green');
    expect(documentBadgeColor('Rejected')).toBe('red');
  });
});

describe('expiry alerts', () => {
  const now = at('2026-11-22T01:00:00Z'); // 22 Nov 2026, 12:00 AEDT

  it('counts days in Sydney: 0 on the expiry day, negative after', () => {
    expect(daysUntilExpiry('2026-11-22', now, SYD)).toBe(0);
    expect(daysUntilExpiry('2026-12-22', now, SYD)).toBe(30);
    expect(daysUntilExpiry('2026-11-21', now, SYD)).toBe(-1);
  });

  it('warns 30 days ahead, not 31, and once only', () => {
    expect(dueExpiryAlert('2026-12-23', now, [], SYD)).toBeNull();
    expect(dueExpiryAlert('2026-12-22', now, [], SYD)).toBe('expiring');
    expect(dueExpiryAlert('2026-12-22', now, ['expiring'], SYD)).toBeNull();
  });

  it('sends the expired alert once the day has passed, even after a warning', () => {
    expect(dueExpiryAlert('2026-11-21', now, ['expiring'], SYD)).toBe('expired');
    expect(dueExpiryAlert('2026-11-21', now, ['expiring', 'expired'], SYD)).toBeNull();
    expect(dueExpiryAlert(null, now, [], SYD)).toBeNull();
  });
});

describe('the required and other documents of a person (spec 1 §2.6, §2.7)', () => {
  const doc = (documentName: string, dateCreated: string, isArchived = false) => ({
    documentName,
    dateCreated,
    isArchived,
  });

  it('puts the newest upload of each required name in its row, in any letter case, and the rest in Others', () => {
    const older = doc('Current Police Check', '2026-01-01T00:00:00Z');
    const newer = doc('current police check', '2026-06-01T00:00:00Z');
    const other = doc('Manual Handling', '2026-03-01T00:00:00Z');
    const { required, others } = groupRequiredDocuments(
      ['Current First Aid Certificate', 'Current Police Check'],
      [older, other, newer],
    );
    expect(required).toEqual([
      { name: 'Current First Aid Certificate', document: null },
      { name: 'Current Police Check', document: newer },
    ]);
    expect(others).toEqual([other, older]);
  });

  it('leaves archived documents out, so an archived required one reads Not Available again', () => {
    const archived = doc('Current Police Check', '2026-06-01T00:00:00Z', true);
    const { required, others } = groupRequiredDocuments(['Current Police Check'], [archived]);
    expect(required[0]?.document).toBeNull();
    expect(others).toEqual([]);
  });
});

describe('what a person must act on among their documents', () => {
  const base = { isArchived: false, dateCreated: '2026-01-01T00:00:00Z', consentStatus: null };
  const now = at('2026-11-22T01:00:00Z'); // 22 November in Sydney

  it('counts missing required, rejected, expired, expiring within 30 days and awaiting consent', () => {
    const docs = [
      { ...base, documentName: 'Current Police Check', status: 'Rejected', expirationDate: '2027-06-01' },
      { ...base, documentName: 'First Aid', status: 'Accepted', expirationDate: '2026-11-21' },
      { ...base, documentName: 'Licence', status: 'Accepted', expirationDate: '2026-12-22' },
      { ...base, documentName: 'Insurance', status: 'Accepted', expirationDate: '2026-12-23' },
      {
        ...base,
        documentName: 'Consent Form',
        status: 'Pending',
        expirationDate: null,
        consentStatus: 'Requested',
      },
      { ...base, isArchived: true, documentName: 'Old', status: 'Rejected', expirationDate: '2020-01-01' },
    ];
    expect(documentAttention(['Current Police Check', 'Working With Children'], docs, now, SYD)).toEqual({
      missing: ['Working With Children'],
      rejected: 1,
      expired: 1,
      expiring: 1,
      consent: 1,
    });
  });

  it('reads the expiry day itself as expiring, not expired, in Sydney', () => {
    const docs = [{ ...base, documentName: 'A', status: 'Accepted', expirationDate: '2026-11-22' }];
    expect(documentAttention([], docs, now, SYD)).toMatchObject({ expired: 0, expiring: 1 });
    expect(documentAttention([], docs, at('2026-11-22T13:00:00Z'), SYD)).toMatchObject({
      expired: 1,
      expiring: 0,
    });
  });
});
