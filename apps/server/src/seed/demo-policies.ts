// The demo company's policies: the Code of Conduct accepted by most, Privacy with a new version
// awaiting acceptance, and a medication policy with its PDF.
import { addDays, calendarDateInZone, DEFAULT_TIME_ZONE } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { policyAcceptances, policyDocuments } from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { demoPdf } from './demo-documents.ts';

const SEEDER = 'demo-seed';

const CONDUCT = `All workers follow the NDIS Code of Conduct:
1. Act with respect for individual rights to freedom of expression, self-determination and decision-making.
2. Respect the privacy of people with disability.
3. Provide supports in a safe and competent manner, with care and skill.
4. Act with integrity, honesty and transparency.
5. Raise and act on concerns about matters that may affect the quality and safety of supports.
6. Take all reasonable steps to prevent and respond to violence, exploitation, neglect and abuse.
7. Take all reasonable steps to prevent and respond to sexual misconduct.`;

const PRIVACY_V1 =
  'We collect only the information needed to support a participant, keep it in this system, and share it only with their consent or when the law requires.';
const PRIVACY_V2 = `${PRIVACY_V1}
New in this version: photos of participants may be taken only on the company's devices, never on personal phones, and are deleted from the device once uploaded.`;

/** The policies and who has accepted which version, dated around `now`. */
export async function seedDemoPolicies(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
  who: { owner: string; admin: string; staff: string; staffUsers: string[] },
  ago: (hours: number) => Date,
): Promise<void> {
  const { owner, admin, staff, staffUsers } = who;
  // Policies: the Code of Conduct accepted by most; Privacy with a new version nobody but the owner has accepted.
  const policy = async (p: {
    title: string;
    category: string;
    code: string;
    version: number;
    body: string;
    audience: string;
    changeNote?: string;
    daysAgo: number;
    fileId?: string;
  }) => {
    const [row] = await db
      .insert(policyDocuments)
      .values({
        companyId,
        title: p.title,
        category: p.category,
        code: p.code,
        version: p.version,
        effectiveDate: addDays(calendarDateInZone(now, DEFAULT_TIME_ZONE), -p.daysAgo),
        audience: p.audience,
        body: p.body,
        changeNote: p.changeNote ?? null,
        fileId: p.fileId ?? null,
        dateCreated: ago(24 * p.daysAgo),
        userCreated: SEEDER,
      })
      .returning({ id: policyDocuments.id });
    return row?.id as string;
  };
  const accept = async (policyDocumentId: string, userIds: string[], daysAgo: number) => {
    if (userIds.length > 0) {
      await db
        .insert(policyAcceptances)
        .values(
          userIds.map((userId) => ({ companyId, policyDocumentId, userId, dateAccepted: ago(24 * daysAgo) })),
        );
    }
  };
  const conduct = await policy({
    title: 'NDIS Code of Conduct',
    category: 'Code of conduct',
    code: 'POL-CONDUCT',
    version: 1,
    body: CONDUCT,
    audience: 'Everyone',
    daysAgo: 120,
  });
  // Most accept; the last two workers (and the demo worker, to try it) have not yet.
  await accept(conduct, [owner, admin, ...staffUsers.filter((u) => u !== staff).slice(0, -2)], 100);
  const privacyV1 = await policy({
    title: 'Privacy and confidentiality',
    category: 'Privacy and information',
    code: 'POL-PRIV',
    version: 1,
    body: PRIVACY_V1,
    audience: 'Everyone',
    daysAgo: 200,
  });
  await accept(privacyV1, [owner, admin, ...staffUsers], 190);
  const privacyV2 = await policy({
    title: 'Privacy and confidentiality',
    category: 'Privacy and information',
    code: 'POL-PRIV',
    version: 2,
    body: PRIVACY_V2,
    audience: 'Everyone',
    changeNote: 'Photos only on company devices.',
    daysAgo: 3,
  });
  await accept(privacyV2, [owner], 2);
  await policy({
    title: 'Medication management',
    category: 'Medication',
    code: 'POL-MED',
    version: 1,
    body: 'Workers give or prompt medication only as written in the participant’s medication plan, after completing the Medication training, and record each dose in the shift report.',
    audience: 'Staff',
    daysAgo: 60,
    fileId: await demoPdf(db, files, companyId, 'Medication management policy', 'Harbourside Care Services'),
  });
}
