import { describe, expect, it } from 'vitest';
import {
  canReadFile,
  canSeeDocumentOf,
  canSeePerson,
  canSeeWorkRecord,
  documentScope,
  type FileHolder,
  type PersonFacts,
  personScope,
  supportWindow,
  workRecordScope,
} from './record-access.ts';
import type { Role } from './roles.ts';

const who = (role: Role, claims: string[] = [], uid = 'u-me') => ({ role, claims, uid });
const record = (over: Partial<PersonFacts> = {}): PersonFacts => ({
  userId: 'u-someone',
  auditApproved: false,
  careManagerId: null,
  providerUserIds: [],
  ...over,
});

describe('the support window of a staff member’s clients', () => {
  it('runs from 90 days before the instant to 30 days after', () => {
    const now = new Date('2026-04-05T02:30:00Z');
    expect(supportWindow(now)).toEqual({
      from: new Date('2026-01-05T02:30:00Z'),
      to: new Date('2026-05-05T02:30:00Z'),
    });
  });
});

describe('which people records a user reads (spec 1 §4, §6)', () => {
  it('lets admins read every record of every kind', () => {
    for (const role of ['CompanyAdmin', 'Administrator'] as const) {
      for (const kind of ['administrator', 'staff', 'client'] as const) {
        expect(personScope(who(role), kind)).toEqual(['all']);
        expect(canSeePerson(who(role), kind, record())).toBe(true);
      }
    }
  });

  it('shows an auditor only clients and staff approved for auditing, whatever their claims', () => {
    const auditor = who('Auditor', ['Edit Client', 'Edit Staff']);
    for (const kind of ['staff', 'client'] as const) {
      expect(canSeePerson(auditor, kind, record({ auditApproved: true }))).toBe(true);
      expect(canSeePerson(auditor, kind, record({ auditApproved: false }))).toBe(false);
    }
    expect(canSeePerson(auditor, 'administrator', record())).toBe(true);
  });

  it('shows a service provider only the clients assigned to them, and no staff', () => {
    const provider = who('ServiceProvider');
    expect(canSeePerson(provider, 'client', record({ providerUserIds: ['u-other', 'u-me'] }))).toBe(true);
    expect(canSeePerson(provider, 'client', record({ providerUserIds: ['u-other'] }))).toBe(false);
    expect(canSeePerson(provider, 'client', record({ auditApproved: true, careManagerId: 'u-me' }))).toBe(
      false,
    );
    expect(canSeePerson(provider, 'staff', record())).toBe(false);
  });

  it('shows a care manager only the clients they manage, and no staff', () => {
    const manager = who('CareManager');
    expect(canSeePerson(manager, 'client', record({ careManagerId: 'u-me' }))).toBe(true);
    expect(canSeePerson(manager, 'client', record({ careManagerId: 'u-other' }))).toBe(false);
    expect(canSeePerson(manager, 'client', record({ providerUserIds: ['u-me'] }))).toBe(false);
    expect(canSeePerson(manager, 'staff', record())).toBe(false);
  });

  it('shows a staff member the clients they support and their own staff record only', () => {
    const staff = who('Staff');
    expect(personScope(staff, 'client')).toEqual(['supportedByThem']);
    expect(canSeePerson(staff, 'client', record({ supportedByUserIds: ['u-other', 'u-me'] }))).toBe(true);
    expect(canSeePerson(staff, 'client', record({ supportedByUserIds: ['u-other'] }))).toBe(false);
    expect(canSeePerson(staff, 'client', record())).toBe(false);
    expect(canSeePerson(staff, 'client', record({ auditApproved: true, providerUserIds: ['u-me'] }))).toBe(
      false,
    );
    expect(canSeePerson(staff, 'staff', record({ userId: 'u-me' }))).toBe(true);
    expect(canSeePerson(staff, 'staff', record())).toBe(false);
    expect(canSeePerson(staff, 'administrator', record())).toBe(false);
  });

  it('shows a client their own record only', () => {
    const client = who('Client');
    expect(canSeePerson(client, 'client', record({ userId: 'u-me' }))).toBe(true);
    expect(canSeePerson(client, 'client', record())).toBe(false);
    expect(canSeePerson(client, 'client', record({ userId: null }))).toBe(false);
    expect(canSeePerson(client, 'staff', record())).toBe(false);
  });

  it('lets the holder of a kind’s Edit claim read every record of that kind', () => {
    expect(canSeePerson(who('Staff', ['Edit Staff']), 'staff', record())).toBe(true);
    expect(canSeePerson(who('CareManager', ['Edit Client']), 'client', record())).toBe(true);
    expect(canSeePerson(who('Staff', ['Edit Client']), 'staff', record())).toBe(false);
  });

  it('reads nothing for no one', () => {
    expect(personScope(null, 'client')).toEqual([]);
    expect(canSeePerson(undefined, 'client', record())).toBe(false);
  });
});

describe('whose documents a user reads (spec 1 §4, §6)', () => {
  it('shows an auditor the documents of approved clients and staff, and the administrators’', () => {
    const auditor = who('Auditor');
    expect(canSeeDocumentOf(auditor, 'Staff', record({ auditApproved: true }))).toBe(true);
    expect(canSeeDocumentOf(auditor, 'Staff', record({ auditApproved: false }))).toBe(false);
    expect(canSeeDocumentOf(auditor, 'Client', record({ auditApproved: false }))).toBe(false);
    expect(canSeeDocumentOf(auditor, 'Admin', record())).toBe(true);
  });

  it('shows a staff member their own documents, not the clients’ they may read', () => {
    const staff = who('Staff');
    expect(canSeeDocumentOf(staff, 'Staff', record({ userId: 'u-me' }))).toBe(true);
    expect(canSeeDocumentOf(staff, 'Staff', record())).toBe(false);
    const supported = record({ supportedByUserIds: ['u-me'] });
    expect(canSeePerson(staff, 'client', supported)).toBe(true);
    expect(canSeeDocumentOf(staff, 'Client', supported)).toBe(false);
    expect(documentScope(staff, 'Client')).toEqual([]);
  });

  it('shows the holder of Edit Client every client’s documents', () => {
    expect(canSeeDocumentOf(who('Staff', ['Edit Client']), 'Client', record())).toBe(true);
  });

  it('shows providers and care managers no documents, even of their own clients', () => {
    expect(canSeeDocumentOf(who('ServiceProvider'), 'Client', record({ providerUserIds: ['u-me'] }))).toBe(
      false,
    );
    expect(canSeeDocumentOf(who('CareManager'), 'Client', record({ careManagerId: 'u-me' }))).toBe(false);
  });

  it('shows a client their own documents only', () => {
    expect(canSeeDocumentOf(who('Client'), 'Client', record({ userId: 'u-me' }))).toBe(true);
    expect(canSeeDocumentOf(who('Client'), 'Client', record())).toBe(false);
  });
});

describe('who reads a stored file: those who read the record it belongs to', () => {
  const policeCheck: FileHolder = { kind: 'document', ownerRole: 'Staff', owner: record() };
  const ownPoliceCheck: FileHolder = {
    kind: 'document',
    ownerRole: 'Staff',
    owner: record({ userId: 'u-me' }),
  };

  it('serves a document’s file to those who read the document', () => {
    expect(canReadFile(who('Administrator'), [policeCheck], 'u-admin')).toBe(true);
    expect(canReadFile(who('Staff'), [ownPoliceCheck], 'u-admin')).toBe(true);
    for (const role of ['Staff', 'Client', 'ServiceProvider', 'CareManager', 'Auditor'] as const) {
      expect(canReadFile(who(role), [policeCheck], 'u-admin'), role).toBe(false);
    }
  });

  it('serves a client’s photo to those who read the client', () => {
    const photo: FileHolder = { kind: 'person', personKind: 'client', person: record() };
    const supported: FileHolder = {
      kind: 'person',
      personKind: 'client',
      person: record({ supportedByUserIds: ['u-me'] }),
    };
    expect(canReadFile(who('Staff'), [supported], null)).toBe(true);
    expect(canReadFile(who('Staff'), [photo], null)).toBe(false);
    expect(canReadFile(who('ServiceProvider'), [photo], null)).toBe(false);
    const assigned: FileHolder = {
      kind: 'person',
      personKind: 'client',
      person: record({ providerUserIds: ['u-me'] }),
    };
    expect(canReadFile(who('ServiceProvider'), [assigned], null)).toBe(true);
  });

  it('serves templates to those who add staff, and mail attachments to mailbox readers', () => {
    expect(canReadFile(who('Staff', ['Add Staff']), [{ kind: 'template' }], null)).toBe(true);
    expect(canReadFile(who('Staff'), [{ kind: 'template' }], null)).toBe(false);
    expect(canReadFile(who('Administrator'), [{ kind: 'mail' }], null)).toBe(true);
    expect(canReadFile(who('Auditor'), [{ kind: 'mail' }], null)).toBe(false);
  });

  it('serves a message attachment to its sender and its recipient only, even against the office', () => {
    const sentToMe: FileHolder = { kind: 'message', senderId: 'u-office', recipientId: 'u-me' };
    expect(canReadFile(who('Staff'), [sentToMe], 'u-office')).toBe(true);
    expect(canReadFile(who('Administrator', [], 'u-office'), [sentToMe], 'u-office')).toBe(true);
    expect(canReadFile(who('Staff', [], 'u-peer'), [sentToMe], 'u-office')).toBe(false);
    expect(canReadFile(who('CompanyAdmin', [], 'u-owner'), [sentToMe], 'u-office')).toBe(false);
    const formerSender: FileHolder = { kind: 'message', senderId: null, recipientId: 'u-other' };
    expect(canReadFile(who('Administrator'), [formerSender], null)).toBe(false);
  });

  it('serves a policy file to those who read policies, never to a client', () => {
    expect(canReadFile(who('Staff'), [{ kind: 'policy' }], 'u-admin')).toBe(true);
    expect(canReadFile(who('Auditor'), [{ kind: 'policy' }], 'u-admin')).toBe(true);
    expect(canReadFile(who('Client'), [{ kind: 'policy' }], 'u-admin')).toBe(false);
  });

  it('serves a file any of whose records the user reads (an offer letter: the staff record and the mail)', () => {
    const letter: FileHolder[] = [
      { kind: 'person', personKind: 'staff', person: record({ userId: 'u-me' }) },
      { kind: 'mail' },
    ];
    expect(canReadFile(who('Staff'), letter, 'u-admin')).toBe(true);
    expect(canReadFile(who('Staff', [], 'u-other'), letter, 'u-admin')).toBe(false);
  });

  it('serves a file no record holds to its uploader only', () => {
    expect(canReadFile(who('Staff'), [], 'u-me')).toBe(true);
    expect(canReadFile(who('Administrator'), [], 'u-other')).toBe(false);
    expect(canReadFile(who('Staff'), [], null)).toBe(false);
    expect(canReadFile(null, [], 'u-me')).toBe(false);
  });
});

describe('whose work records a reader sees (issue 24)', () => {
  const approved = record({ auditApproved: true });
  const unapproved = record({ auditApproved: false });

  it('shows an auditor an attendance only when its staff member and every client are approved', () => {
    const auditor = who('Auditor', ['Generate Timesheet', 'Edit Staff']);
    expect(workRecordScope(auditor)).toEqual(['auditApproved']);
    expect(canSeeWorkRecord(auditor, { staff: approved, clients: [approved, approved] })).toBe(true);
    expect(canSeeWorkRecord(auditor, { staff: unapproved, clients: [approved] })).toBe(false);
    expect(canSeeWorkRecord(auditor, { staff: approved, clients: [approved, unapproved] })).toBe(false);
    expect(canSeeWorkRecord(auditor, { staff: null, clients: [approved] })).toBe(true);
  });

  it('leaves everyone else to their route: all the people of the company', () => {
    for (const role of ['CompanyAdmin', 'Administrator', 'Staff', 'CareManager'] as const) {
      expect(workRecordScope(who(role))).toEqual(['all']);
      expect(canSeeWorkRecord(who(role), { staff: unapproved, clients: [unapproved] })).toBe(true);
    }
  });

  it('shows no one nothing', () => {
    expect(workRecordScope(null)).toEqual([]);
    expect(canSeeWorkRecord(null, { staff: approved, clients: [] })).toBe(false);
  });
});
