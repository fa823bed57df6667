import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { clientServiceProviders, profiles, serviceProviders, templates, users } from '../db/schema/index.ts';
import { insertFile } from '../modules/files/files.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { makePdf } from '../ports/pdf/make-pdf.ts';

const SEEDER = 'demo-seed';

const TEMPLATES: { name: string; lines: string[] }[] = [
  {
    name: 'Employment Contract',
    lines: [
      'This agreement sets out the terms of your employment as a Disability Support Worker.',
      'Hours, pay level and leave follow the SCHADS Award.',
      'Signature: ____________________   Date: ___________',
    ],
  },
  {
    name: 'NDIS Code of Conduct Acknowledgement',
    lines: [
      'I have read and understood the NDIS Code of Conduct.',
      'I will act with respect for the individual rights of people with disability.',
      'Signature: ____________________   Date: ___________',
    ],
  },
  {
    name: 'New Starter Details Form',
    lines: [
      'Tax file number declaration, superannuation choice and bank details.',
      'Emergency contact: ______________________',
      'Signature: ____________________   Date: ___________',
    ],
  },
];

const PROVIDERS = [
  {
    referralCompany: 'Connect Support Coordination',
    name: 'Tahlia',
    lastName: 'Brennan',
    email: 'tahlia@connect-sc.demo',
    phone: '0291234567',
    address: '12 Smith Street, Parramatta NSW 2150',
  },
  {
    referralCompany: 'Pathways Plan Management',
    name: 'Marcus',
    lastName: 'Yeo',
    email: 'marcus@pathways-pm.demo',
    phone: '0287654321',
    address: '3/40 George Street, Liverpool NSW 2170',
  },
  {
    referralCompany: 'Westside Community Health',
    name: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@westside-ch.demo',
    phone: '0245678901',
    address: '88 High Street, Penrith NSW 2750',
  },
];

/** Employment-form templates, service providers with assigned clients, and a care manager's caseload. */
export async function seedHarboursideExtras(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  for (const t of TEMPLATES) {
    const bytes = await makePdf({
      info: { title: t.name },
      content: [
        { text: 'Harbourside Care Services', fontSize: 9, color: '#555' },
        { text: t.name, fontSize: 16, bold: true, margin: [0, 6, 0, 14] },
        ...t.lines.map((l) => ({ text: l, margin: [0, 0, 0, 10] as [number, number, number, number] })),
      ],
    });
    const fileId = await insertFile(db, {
      companyId,
      storageKey: await files.put(bytes),
      kind: 'pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      originalName: `${t.name}.pdf`,
      userCreated: SEEDER,
    });
    await db
      .insert(templates)
      .values({ companyId, name: t.name, fileId, userCreated: SEEDER, dateCreated: now });
  }

  const clients = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(profiles.contactId);
  for (const [i, p] of PROVIDERS.entries()) {
    const [provider] = await db
      .insert(serviceProviders)
      .values({ ...p, companyId, userCreated: SEEDER, dateCreated: now })
      .returning({ id: serviceProviders.id });
    // Each provider coordinates a few clients; the first has none yet.
    for (const client of clients.slice(i * 3, i * 3 + i * 2)) {
      await db.insert(clientServiceProviders).values({
        companyId,
        serviceProvidersId: provider?.id as string,
        profileId: client.id,
        userCreated: SEEDER,
        dateCreated: now,
      });
    }
  }

  const [manager] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'CareManager')));
  if (manager) {
    for (const client of clients.filter((_, i) => i % 3 === 0)) {
      await db
        .update(profiles)
        .set({ careManagerId: manager.id, careManager: `${manager.firstName} ${manager.lastName}` })
        .where(eq(profiles.id, client.id));
    }
  }
}
