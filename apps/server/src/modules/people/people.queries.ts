import { fullName as personFullName } from '@care/domain';
import { z } from 'zod';

/** `companyId` (any case) and the status filter `IsActive` ('true' / 'false') of the people lists. */
export const companyQuery = z.object({ companyId: z.uuid('companyId must be a UUID').optional() });
export const activeQuery = z.object({
  companyId: z.uuid('companyId must be a UUID').optional(),
  IsActive: z.enum(['true', 'false'], { error: "IsActive must be 'true' or 'false'" }),
});
export const idParams = z.object({ id: z.uuid('The id must be a UUID') });

/** The display name the spec's fullName fields carry. */
export function fullName(p: { firstName: string; middleName?: string | null; surName: string }): string {
  return personFullName(p.firstName, p.middleName, p.surName);
}
