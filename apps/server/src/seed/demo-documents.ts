import { calendarDateInZone, REQUIRED_STAFF_DOCUMENTS } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { administrators, documents, profiles, staffs } from '../db/schema/index.ts';
import { insertFile } from '../modules/files/files.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { makePdf } from '../ports/pdf/make-pdf.ts';

const SEEDER = 'demo-seed';
const DAY = 86_400_000;

/** A calendar date in Sydney `days` from now (negative: in the past). */
const dayFrom = (now: Date, days: number) =>
  calendarDateInZone(new Date(now.getTime() + days * DAY), 'Australia/Sydney');

interface DemoDoc {
  name: string;
  impl: number;
  exp: number | null;
  status: 'Pending' | 'Accepted' | 'Rejected';
  rejectReason?: string;
  archived?: boolean;
  consent?: 'Requested' | 'Approved';
}

/** Documents in every state the spec names: pending, accepted, rejected, expired, expiring, not started, archived, consent. */
const STAFF_DOCS: DemoDoc[][] = [
  [
    { name: REQUIRED_STAFF_DOCUMENTS[0], impl: -200, exp: 530, status: 'Accepted' },
    // The demo worker's police check is accepted and their card expiring soon: they may be rostered
    // (and see open shifts) while the expiry alert shows; a newer copy of the card waits for review.
    { name: REQUIRED_STAFF_DOCUMENTS[1], impl: -20, exp: 1075, status: 'Accepted' },
    { name: REQUIRED_STAFF_DOCUMENTS[3], impl: -700, exp: 12, status: 'Accepted' },
    { name: 'Manual Handling Training', impl: -3, exp: 727, status: 'Pending' },
    { name: REQUIRED_STAFF_DOCUMENTS[4], impl: -400, exp: -5, status: 'Accepted' },
  ],
  [
    {
      name: REQUIRED_STAFF_DOCUMENTS[0],
      impl: -90,
      exp: 640,
      status: 'Rejected',
      rejectReason: 'The scan is cut off at the bottom: please upload the whole certificate.',
    },
    { name: REQUIRED_STAFF_DOCUMENTS[2], impl: -30, exp: null, status: 'Accepted' },
    { name: 'Manual Handling Training', impl: 14, exp: 745, status: 'Pending' },
  ],
  [
    { name: REQUIRED_STAFF_DOCUMENTS[1], impl: -900, exp: -170, status: 'Accepted', archived: true },
    { name: REQUIRED_STAFF_DOCUMENTS[1], impl: -160, exp: 935, status: 'Accepted' },
  ],
];

/** Police check and WWVP card, accepted and in date: what rostering checks (docs/workforce.md) for the other workers. */
const SCREENED: DemoDoc[] = [
  { name: REQUIRED_STAFF_DOCUMENTS[1], impl: -300, exp: 795, status: 'Accepted' },
  { name: REQUIRED_STAFF_DOCUMENTS[3], impl: -500, exp: 1325, status: 'Accepted' },
];

/** Tane Wiremu and Daniel Costa keep no documents: new workers whose screening is still to come. */
const UNSCREENED_FIRST_NAMES = ['Tane', 'Daniel'];

const CLIENT_DOCS: DemoDoc[][] = [
  [
    { name: 'Service Agreement', impl: -120, exp: 245, status: 'Accepted', consent: 'Approved' },
    { name: 'Consent Form', impl: -10, exp: 355, status: 'Pending', consent: 'Requested' },
    { name: 'NDIS Plan Letter', impl: -300, exp: 25, status: 'Accepted' },
  ],
  [
    { name: 'Support Plan', impl: -40, exp: 325, status: 'Pending' },
    { name: 'Behaviour Support Plan', impl: -500, exp: -30, status: 'Accepted' },
  ],
];

/** A small demonstration PDF stored through the files port (documents, attachments, certificates). */
export async function demoPdf(
  db: Queryable,
  files: FileStore,
  companyId: string,
  title: string,
  owner: string,
) {
  const bytes = await makePdf({
    info: { title },
    content: [
      { text: 'Harbourside Care Services', fontSize: 9, color: '#555' },
      { text: title, fontSize: 16, bold: true, margin: [0, 6, 0, 8] },
      { text: `Holder: ${owner}` },
      { text: 'Demonstration copy.', margin: [0, 8, 0, 0], color: '#777' },
    ],
  });
  return insertFile(db, {
    companyId,
    storageKey: await files.put(bytes),
    kind: 'pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    originalName: `${title}.pdf`,
    userCreated: SEEDER,
  });
}

/** Staff, client and administrator documents of the demo company, dated relative to today. */
export async function seedDemoDocuments(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const staff = await db
    .select()
    .from(staffs)
    .where(eq(staffs.companyId, companyId))
    .orderBy(staffs.maxStaffId);
  const clients = await db
    .select()
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(profiles.contactId);
  const [admin] = await db
    .select()
    .from(administrators)
    .where(eq(administrators.companyId, companyId))
    .orderBy(administrators.maxStaffId);
  const sets: {
    role: 'Staff' | 'Client' | 'Admin';
    person: { id: string; firstName: string; surName: string } | undefined;
    docs: DemoDoc[];
  }[] = [
    ...staff.map((person, i) => ({
      role: 'Staff' as const,
      person,
      docs: STAFF_DOCS[i] ?? (UNSCREENED_FIRST_NAMES.includes(person.firstName) ? [] : SCREENED),
    })),
    ...CLIENT_DOCS.map((docs, i) => ({ role: 'Client' as const, person: clients[i], docs })),
    {
      role: 'Admin',
      person: admin,
      docs: [{ name: 'Current Police Check', impl: -60, exp: 1035, status: 'Accepted' }],
    },
  ];
  for (const { role, person, docs } of sets) {
    if (!person) {
      continue;
    }
    const owner = `${person.firstName} ${person.surName}`;
    for (const d of docs) {
      await db.insert(documents).values({
        companyId,
        documentName: d.name,
        fileId: await demoPdf(db, files, companyId, d.name, owner),
        implementationDate: dayFrom(now, d.impl),
        expirationDate: d.exp === null ? null : dayFrom(now, d.exp),
        status: d.status,
        rejectReason: d.rejectReason ?? null,
        rejectDeadline: d.rejectReason ? dayFrom(now, 7) : null,
        isArchived: d.archived ?? false,
        consentStatus: d.consent ?? null,
        userRole: role,
        userId: person.id,
        user: owner,
        userCreated: SEEDER,
        dateCreated: new Date(now.getTime() + Math.min(d.impl, 0) * DAY),
      });
    }
  }
}
