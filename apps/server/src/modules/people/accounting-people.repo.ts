import type { PersonKind } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { administrators, profiles, staffs } from '../../db/schema/index.ts';

// The people reads of the accounting integration (issue 28): who is linked to the books, and the
// fields posted to them.

/** The id in the books a record is linked by: a client's contact (clientId), else the payroll employee. */
const linkColumn = (kind: PersonKind) =>
  kind === 'client' ? profiles.clientId : kind === 'staff' ? staffs.employeeId : administrators.employeeId;

const tableOfKind = (kind: PersonKind) =>
  kind === 'client' ? profiles : kind === 'staff' ? staffs : administrators;

/** Every record of the kind with its link, for matching an import. */
export async function peopleForImport(db: Queryable, kind: PersonKind, companyId: string) {
  const t = tableOfKind(kind);
  return db
    .select({
      id: t.id,
      firstName: t.firstName,
      surName: t.surName,
      email: t.email,
      linkedId: linkColumn(kind),
    })
    .from(t)
    .where(eq(t.companyId, companyId));
}

/** One record with what is posted to the books (contact or payroll employee) and its link. */
export async function personForAccounting(db: Queryable, kind: PersonKind, companyId: string, id: string) {
  const t = tableOfKind(kind);
  const [row] = await db
    .select({
      id: t.id,
      firstName: t.firstName,
      middleName: t.middleName,
      surName: t.surName,
      email: t.email,
      phoneNumber: t.phoneNumber,
      gender: t.gender,
      dateOfBirth: t.dateOfBirth,
      address: t.address,
      suburb: t.suburb,
      city: t.city,
      state: t.state,
      postcode: t.postcode,
      linkedId: linkColumn(kind),
      xerolink: t.xerolink,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  return row;
}

/** The employment and bank details of a staff member or administrator. */
export async function payrollDetails(
  db: Queryable,
  kind: 'staff' | 'administrator',
  companyId: string,
  id: string,
) {
  if (kind === 'staff') {
    const [row] = await db
      .select({
        employmentType: staffs.employmentType,
        dateJoined: staffs.dateJoined,
        bankName: staffs.bankName,
        accountName: staffs.accountName,
        bsb: staffs.bsb,
        accountNumber: staffs.accountNumber,
      })
      .from(staffs)
      .where(and(eq(staffs.companyId, companyId), eq(staffs.id, id)));
    return row;
  }
  const [row] = await db
    .select({
      employmentType: administrators.employmentType,
      bankName: administrators.bankName,
      accountName: administrators.accountName,
      bsb: administrators.bsb,
      accountNumber: administrators.accountNumber,
    })
    .from(administrators)
    .where(and(eq(administrators.companyId, companyId), eq(administrators.id, id)));
  return row ? { ...row, dateJoined: null } : undefined;
}
