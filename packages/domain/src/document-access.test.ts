import { describe, expect, it } from 'vitest';
import { type DocumentState, documentRowActions } from './document-access.ts';
import type { Role } from './roles.ts';

const who = (role: Role, claims: string[] = [], uid = 'u-actor') => ({ role, claims, uid });
const doc = (over: Partial<DocumentState> = {}): DocumentState => ({
  status: 'Pending',
  isArchived: false,
  userRole: 'Staff',
  consentStatus: null,
  ...over,
});

describe('the document actions a user is offered (spec 1 §4, §6)', () => {
  it('gives an administrator every action the Pending status allows', () => {
    expect(documentRowActions(who('Administrator'), doc({ userRole: 'Client' }), 'u-client')).toEqual([
      'edit',
      'accept',
      'reject',
      'archive',
      'delete',
      'requestConsent',
    ]);
  });

  it('offers only Accept on a Rejected document and only Reject on an Accepted one', () => {
    const admin = who('CompanyAdmin');
    expect(documentRowActions(admin, doc({ status: 'Rejected' }), null)).not.toContain('reject');
    expect(documentRowActions(admin, doc({ status: 'Rejected' }), null)).toContain('accept');
    expect(documentRowActions(admin, doc({ status: 'Accepted' }), null)).not.toContain('accept');
    expect(documentRowActions(admin, doc({ status: 'Accepted' }), null)).toContain('reject');
  });

  it('offers Restore instead of Archive on an archived document', () => {
    const actions = documentRowActions(who('Administrator'), doc({ isArchived: true }), null);
    expect(actions).toContain('restore');
    expect(actions).not.toContain('archive');
  });

  it('never lets an auditor edit, delete, accept, reject or archive', () => {
    expect(documentRowActions(who('Auditor'), doc(), 'u-staff')).toEqual([]);
  });

  it('lets staff replace and delete their own document but not review it', () => {
    expect(documentRowActions(who('Staff', [], 'u-me'), doc(), 'u-me')).toEqual(['edit', 'delete']);
    expect(documentRowActions(who('Staff', [], 'u-me'), doc(), 'u-someone-else')).toEqual([]);
  });

  it('lets an Edit Staff holder look after another staff member’s documents', () => {
    expect(documentRowActions(who('Staff', ['Edit Staff']), doc(), 'u-other')).toEqual(['edit', 'delete']);
  });

  it('never lets a client request consent, and offers approval only on their own requested document', () => {
    const client = who('Client', [], 'u-client');
    const requested = doc({ userRole: 'Client', consentStatus: 'Requested' });
    expect(documentRowActions(client, doc({ userRole: 'Client' }), 'u-client')).not.toContain(
      'requestConsent',
    );
    expect(documentRowActions(client, requested, 'u-client')).toContain('approveConsent');
    expect(documentRowActions(client, requested, 'u-another-client')).not.toContain('approveConsent');
  });

  it('does not ask again for consent already requested or given, nor for staff documents', () => {
    const admin = who('Administrator');
    expect(
      documentRowActions(admin, doc({ userRole: 'Client', consentStatus: 'Requested' }), null),
    ).not.toContain('requestConsent');
    expect(documentRowActions(admin, doc({ userRole: 'Staff' }), null)).not.toContain('requestConsent');
  });

  it('offers nothing to a signed-out visitor', () => {
    expect(documentRowActions(null, doc(), null)).toEqual([]);
  });
});
