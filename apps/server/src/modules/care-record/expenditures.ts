import { CARE_RECORD_MESSAGES, type ExpenditureForm } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { fileUrl, storeUpload } from '../files/files.api.ts';
import { personListScope, visiblePeople } from '../people/people.api.ts';
import type { RecordRow } from './care-record.repo.ts';
import { isCompanyStaff, listStaffOptions } from './expenditures.repo.ts';
import type { StoreContext } from './record-kind.ts';

// What participant expenditure adds to the record pattern (spec 2 §7 Expenditure): the staff member
// who handled the money, and a receipt image.

/** The file field of the receipt image. */
export const RECEIPT = 'ReceiptFile';

/** The receipt image, checked by its bytes (.jpg, .jpeg, .png) and stored through the files module. */
async function storeReceipt({ db, deps, principal, files }: StoreContext): Promise<string | null> {
  const upload = files[RECEIPT];
  if (!upload) {
    return null;
  }
  const stored = await storeUpload(db, deps.files, upload, 'receipt', {
    companyId: principal.companyId,
    userId: principal.uid,
    field: RECEIPT,
  });
  return stored.fileId;
}

/**
 * The stored values of an add or edit: the staff member must be one of the company's ('Select
 * Staff' otherwise); a new receipt replaces the old one, RemoveReceipt=true drops it.
 */
export async function storedExpenditure(
  b: Omit<ExpenditureForm, 'ProfileId'>,
  ctx: StoreContext,
  row?: RecordRow,
) {
  if (!(await isCompanyStaff(ctx.db, ctx.principal.companyId, b.StaffId))) {
    throw fieldError('StaffId', CARE_RECORD_MESSAGES.selectStaff);
  }
  const replaced = await storeReceipt(ctx);
  const kept =
    b.RemoveReceipt === 'true' ? null : ((row?.receiptFileId as string | null | undefined) ?? null);
  return {
    staffId: b.StaffId,
    amountProvidedByParticipantCents: b.AmountProvidedByParticipant,
    amountReturnedToParticipantCents: b.AmountReturnedToParticipant,
    amountSpentCents: b.AmountSpent,
    purchaseDate: b.PurchaseDate,
    purchasedItem: b.PurchasedItem,
    reasonIfNoReciept: b.ReasonIfNoReciept,
    receiptFileId: replaced ?? kept,
  };
}

/** The reply row: the receipt as the files module's URL, or null. */
export const toExpenditure = ({ receiptFileId, ...r }: RecordRow) => ({
  ...r,
  receiptUrl: receiptFileId ? fileUrl(receiptFileId as string) : null,
});

export const staffOptionsRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantExpenditures/staff_options',
  summary:
    'The active staff the caller may see (admins: all; a support worker: themself), to choose who handled an expenditure',
  tags: ['ParticipantExpenditures'],
  async handler({ db, principal }) {
    const visible = visiblePeople('staff', personListScope(principal, 'staff'), principal.uid);
    return listStaffOptions(db, principal.companyId, visible);
  },
});
