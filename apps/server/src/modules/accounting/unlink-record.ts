import type { StatusReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { personForAccounting, setAccountingLink } from '../people/people.api.ts';
import { deletePosting } from './accounting.repo.ts';
import type { XERO_UPDATES } from './update-record.ts';

const params = z.object({ id: z.uuid({ message: 'Unknown record' }) });

export const UNLINKED_MESSAGE =
  'The record is no longer linked to Xero: link it again with Import From Xero or Update Record to Xero.';

/**
 * Unlink from Xero (issue 37): forgets the record's link to a contact or payroll employee the books
 * no longer know (another organisation's, deleted there), so Import From Xero or Update Record to
 * Xero can link it afresh. Nothing is sent to Xero; the posted invoices and timesheets stay recorded.
 */
export function unlinkRecordRouteOf(u: (typeof XERO_UPDATES)[number]) {
  return routeSpec({
    method: 'POST',
    url: `${u.base}/unlink_xero/:id`,
    summary: 'Unlink the record from its Xero contact or payroll employee',
    tags: [u.base.slice(1)],
    params,
    activity: 'Unlinked a record from Xero',
    async handler({ db, principal, params: p }): Promise<StatusReply> {
      const person = await personForAccounting(db, u.kind, principal.companyId, p.id);
      if (!person) {
        throw notFound();
      }
      await setAccountingLink(db, u.kind, principal.companyId, p.id, null, null);
      if (u.kind === 'client') {
        // Invoices find the participant's contact here first.
        await deletePosting(db, principal.companyId, 'contact', p.id);
      }
      return { status: 'Success', message: UNLINKED_MESSAGE };
    },
  });
}
