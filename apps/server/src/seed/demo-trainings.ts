// The demo company's trainings: the required courses by role, and each active worker's records
// (current, expiring soon and expired).
import { addDays, calendarDateInZone, DEFAULT_REQUIRED_TRAININGS, DEFAULT_TIME_ZONE } from '@care/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { staffs, staffTrainings, trainingRequirements } from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { demoPdf } from './demo-documents.ts';

const SEEDER = 'demo-seed';

/** The required trainings by role and the workers' training records, dated around `now`. */
export async function seedDemoTrainings(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
  ago: (hours: number) => Date,
): Promise<void> {
  // The required trainings by role, saved as the office would (issue 29): the four for support workers,
  // orientation and privacy for care managers; the roster's training check stays off, so the demo
  // roster keeps its findings as they were (an administrator turns it on under Work settings).
  await db.insert(trainingRequirements).values({
    companyId,
    requiredTrainings: {
      ...DEFAULT_REQUIRED_TRAININGS,
      CareManager: ['NDIS Worker Orientation Module', 'Privacy and confidentiality'],
    },
  });

  // Training: each active worker holds some required courses; some expire soon, some have expired.
  const today = calendarDateInZone(now, DEFAULT_TIME_ZONE);
  const workers = await db
    .select({ id: staffs.id })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.isActive, true)))
    .orderBy(asc(staffs.maxStaffId));
  for (const [i, w] of workers.entries()) {
    const rows: { course: string; provider: string; completed: number; expires: number | null }[] = [
      {
        course: 'NDIS Worker Orientation Module',
        provider: 'NDIS Commission',
        completed: -400 - i * 20,
        expires: null,
      },
      // First aid lasts three years: the first worker's expires in 12 days, the fourth's expired 20 days ago.
      {
        course: 'First aid (HLTAID011)',
        provider: 'St John Ambulance',
        completed: -1000,
        expires: i === 0 ? 12 : i === 3 ? -20 : 95 + i * 30,
      },
    ];
    if (i % 2 === 0) {
      rows.push({
        course: 'Manual handling',
        provider: 'SafeWork NSW',
        completed: -300,
        expires: i === 2 ? -5 : 65 + i * 10,
      });
    }
    if (i % 3 === 0) {
      rows.push({ course: 'Medication', provider: 'TAFE NSW', completed: -200, expires: i === 0 ? 25 : 165 });
    }
    for (const r of rows) {
      await db.insert(staffTrainings).values({
        companyId,
        staffId: w.id,
        course: r.course,
        provider: r.provider,
        dateCompleted: addDays(today, r.completed),
        expiryDate: r.expires === null ? null : addDays(today, r.expires),
        // The first worker's first aid comes with its certificate, to open from the list.
        certificateFileId:
          i === 0 && r.course.startsWith('First aid')
            ? await demoPdf(db, files, companyId, 'First aid certificate (HLTAID011)', 'Demo worker')
            : null,
        dateCreated: ago(24 * 7),
        userCreated: SEEDER,
      });
    }
  }
}
