import { z } from 'zod';
import { auditFields } from './common.ts';

/** A tenant: the care provider. */
export const company = z.object({
  companyId: z.string(),
  companyName: z.string(),
  abn: z.string().nullable(),
  ndisRegistrationNumber: z.string().nullable(),
  timeZone: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  ...auditFields,
});
export type Company = z.infer<typeof company>;

/** GET /Companies/get_company/{id} reply. */
export const companyReply = z.object({ company });
