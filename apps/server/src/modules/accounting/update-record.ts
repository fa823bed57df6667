import { randomUUID } from 'node:crypto';
import {
  addressLineWarning,
  distinctContactName,
  type PersonKind,
  payrollEmployeeProblems,
  type StatusReply,
} from '@care/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import type { PostedDocument } from '../../ports/accounting/accounting.ts';
import { invoiceClient } from '../invoices/invoices.api.ts';
import { payrollDetails, personForAccounting, setAccountingLink } from '../people/people.api.ts';
import { savePosting } from './accounting.repo.ts';
import { failureReply } from './accounting-failure.ts';
import { accountingSession } from './connection-session.ts';
import { revisionKey } from './posting-key.ts';

/** "Update Record to Xero" (spec 1 §2.5, spec 2 §3): per kind, with the permission to edit that kind. */
export const XERO_UPDATES = [
  { kind: 'client', base: '/Profiles', permission: 'client.edit' },
  { kind: 'staff', base: '/Staffs', permission: 'staff.edit' },
  { kind: 'administrator', base: '/Administrators', permission: 'administrator.edit' },
] as const satisfies { kind: PersonKind; base: string; permission: string }[];
type XeroUpdate = (typeof XERO_UPDATES)[number];

const params = z.object({ id: z.uuid({ message: 'Unknown record' }) });

/**
 * Sends the record to the books (the contact, or the payroll employee after the spec's rules) before
 * the transaction opens; a refusal there changes nothing here.
 */
async function sendRecord(
  deps: AppDeps,
  kind: PersonKind,
  companyId: string,
  id: string,
): Promise<PostedDocument & { warning: string | null }> {
  const db = deps.database.db;
  const person = await personForAccounting(db, kind, companyId, id);
  if (!person) {
    throw notFound();
  }
  const address = person.address?.trim()
    ? {
        line1: person.address.trim(),
        city: person.suburb ?? person.city ?? undefined,
        region: person.state ?? undefined,
        postcode: person.postcode ?? undefined,
      }
    : undefined;
  // A linked record's update is new per request (a later update must not replay an old answer); a
  // first send's key names its content, so its retry after a dropped reply makes no second record.
  const keyOf = (content: unknown) =>
    person.linkedId
      ? `${kind}:${companyId}:${id}:${randomUUID()}`
      : revisionKey(`${kind}:${companyId}:${id}:new`, 1, content);
  if (kind === 'client') {
    const client = await invoiceClient(db, companyId, id);
    try {
      const session = await accountingSession(deps, companyId);
      const name = client?.fullName ?? `${person.firstName} ${person.surName}`;
      const customer = {
        externalId: person.linkedId ?? undefined,
        ourNumber: id,
        name,
        distinctName: distinctContactName(name, client?.ndisNo, id),
        firstName: person.firstName,
        lastName: person.surName,
        email: person.email ?? undefined,
        ndisNumber: client?.ndisNo ?? undefined,
        phone: person.phoneNumber ?? undefined,
        address,
      };
      const posted = await deps.accounting.upsertCustomer(session, customer, keyOf(customer));
      return { ...posted, warning: null };
    } catch (error) {
      throw failureReply(error);
    }
  }
  const details = await payrollDetails(db, kind, companyId, id);
  const problems = payrollEmployeeProblems({ ...person, ...details }, { requireStartDate: kind === 'staff' });
  if (problems.length > 0) {
    const first = problems[0]?.message ?? '';
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    throw badRequest(
      `Not sent to Xero: ${first}${more}`,
      Object.fromEntries(problems.map((p) => [p.field, p.message])),
    );
  }
  try {
    const session = await accountingSession(deps, companyId);
    const employee = {
      externalId: person.linkedId ?? undefined,
      firstName: person.firstName,
      lastName: person.surName,
      dateOfBirth: person.dateOfBirth ?? '',
      email: person.email ?? undefined,
      phone: person.phoneNumber ?? undefined,
      address,
      startDate: details?.dateJoined ?? undefined,
    };
    const posted = await deps.accounting.upsertEmployee(session, employee, keyOf(employee));
    return { ...posted, warning: addressLineWarning(person.address) };
  } catch (error) {
    throw failureReply(error);
  }
}

export function updateRecordRouteOf(u: XeroUpdate) {
  return routeSpec({
    method: 'POST',
    url: `${u.base}/update_to_xero/:id`,
    summary: 'Update Record to Xero: create or update the contact or payroll employee and link it',
    tags: [u.base.slice(1)],
    params,
    activity: 'Updated a record to Xero',
    prepare: ({ deps, principal, params: p }) => sendRecord(deps, u.kind, principal.companyId, p.id),
    async handler({
      db,
      principal,
      params: p,
      prepared,
      now,
    }): Promise<StatusReply & { externalId: string; xerolink: string; warning: string | null }> {
      await setAccountingLink(db, u.kind, principal.companyId, p.id, prepared.externalId, prepared.link);
      if (u.kind === 'client') {
        await savePosting(db, {
          companyId: principal.companyId,
          kind: 'contact',
          localKey: p.id,
          externalId: prepared.externalId,
          number: null,
          link: prepared.link,
          postedAt: now,
          postedBy: principal.uid,
        });
      }
      return {
        status: prepared.warning ? 'Warning' : 'Success',
        message: prepared.warning ?? 'The record is up to date in Xero.',
        externalId: prepared.externalId,
        xerolink: prepared.link,
        warning: prepared.warning,
      };
    },
  });
}
