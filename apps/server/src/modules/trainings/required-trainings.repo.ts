import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { trainingRequirements } from '../../db/schema/index.ts';

// The required trainings are this module's table, one row per company that saved them.

/** The company's stored required-trainings setting (null: never saved). */
export async function storedRequiredTrainings(db: Queryable, companyId: string) {
  const [row] = await db
    .select({ required: trainingRequirements.requiredTrainings })
    .from(trainingRequirements)
    .where(eq(trainingRequirements.companyId, companyId))
    .limit(1);
  return row?.required ?? null;
}

/** Saves the company's required trainings by role (its row made on the first save). */
export async function saveRequiredTrainings(
  db: Queryable,
  companyId: string,
  required: Record<string, string[]>,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .insert(trainingRequirements)
    .values({
      companyId,
      requiredTrainings: required,
      dateCreated: now,
      userCreated: userId,
      dateModified: now,
      userModified: userId,
    })
    .onConflictDoUpdate({
      target: trainingRequirements.companyId,
      set: { requiredTrainings: required, dateModified: now, userModified: userId },
    });
}
