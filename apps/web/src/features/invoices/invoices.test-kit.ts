import {
  type InvoiceLineDetail,
  type InvoiceLineExplanation,
  type InvoiceLineView,
  type InvoiceLoadResult,
  TICKS_PER_MINUTE,
} from '@care/domain';
import { json } from '../../test/fixtures.ts';

/** Test data: a client, two lines in October 2026 (Sydney), and the line's explanation. */
export const NOAH = 'p-1';
export const FROM = '2026-10-01';
export const TO = '2026-10-31';
export const HOUR = 60 * TICKS_PER_MINUTE;
export const ITEM_A = '11111111-1111-4111-8111-111111111111';
export const ITEM_B = '22222222-2222-4222-8222-222222222222';

export function line(over: Partial<InvoiceLineView> = {}): InvoiceLineView {
  return {
    invoicesId: 'i-1',
    description: 'Assistance with self-care, weekday daytime',
    itemNumber: '01_011_0107_1_1',
    itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
    date: '2026-10-14',
    dateFrom: '2026-10-13T22:00:00.000Z',
    dateTo: '2026-10-14T01:30:00.000Z',
    duration: 3.5 * HOUR,
    agreedDuration: 3.5 * HOUR,
    unitPrice: 70.23,
    unitPriceCents: 7023,
    amount: 245.81,
    amountCents: 24581,
    quantity: 3.5,
    unit: 'H',
    totalKm: 12.5,
    shiftCode: 'M',
    shiftPeriod: 'Weekday Daytime',
    day: 'Wednesday',
    ndiA_DPA: null,
    ndiA_DPAId: ITEM_A,
    profileId: NOAH,
    clientName: 'Noah Williams',
    staffName: 'Amelia Clarke',
    companyID: 'c-1',
    status: 'Draft',
    periodFrom: FROM,
    periodTo: TO,
    invoiceNumber: null,
    claimType: null,
    cancellationReason: null,
    claimStatus: null,
    claimMessage: null,
    hasItem: true,
    billedDuration: 3.5 * HOUR,
    shortDelivery: null,
    shortDeliveryReason: null,
    ...over,
  };
}

/** An evening line already saved and claimed, and rejected by the portal. */
export const EVENING = line({
  invoicesId: 'i-2',
  itemNumber: '01_015_0107_1_1',
  itemName: 'Assistance With Self-Care Activities - Standard - Weekday Evening',
  date: '2026-10-07',
  dateFrom: '2026-10-07T07:00:00.000Z',
  dateTo: '2026-10-07T09:00:00.000Z',
  duration: 2 * HOUR,
  agreedDuration: 2 * HOUR,
  unitPrice: 77.38,
  unitPriceCents: 7738,
  amount: 154.76,
  amountCents: 15476,
  quantity: 2,
  totalKm: 0,
  shiftCode: 'E',
  shiftPeriod: 'Weekday Evening',
  day: 'Wednesday',
  ndiA_DPAId: ITEM_B,
  status: 'Saved',
  invoiceNumber: 'INV-000123',
  claimStatus: 'Rejected',
  claimMessage: 'Participant plan not active on the service date',
});

export function loadResult(over: Partial<InvoiceLoadResult> = {}): InvoiceLoadResult {
  const invoices = over.invoices ?? [line(), EVENING];
  return {
    invoices,
    groupInvoice: [
      {
        itemNumber: '01_011_0107_1_1',
        itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
        unitPrice: 70.23,
        unitPriceCents: 7023,
        claimType: null,
        lineCount: 1,
        duration: 3.5 * HOUR,
        agreedDuration: 3.5 * HOUR,
        quantity: 3.5,
        amountCents: 24581,
        amount: 245.81,
        actualAmountCents: 24581,
        actualAmount: 245.81,
        totalKm: 12.5,
      },
      {
        itemNumber: '01_015_0107_1_1',
        itemName: 'Assistance With Self-Care Activities - Standard - Weekday Evening',
        unitPrice: 77.38,
        unitPriceCents: 7738,
        claimType: null,
        lineCount: 1,
        duration: 2 * HOUR,
        agreedDuration: 2 * HOUR,
        quantity: 2,
        amountCents: 15476,
        amount: 154.76,
        actualAmountCents: 15476,
        actualAmount: 154.76,
        totalKm: 0,
      },
    ],
    grouped_Agreed_Actual: [],
    profile: { profileId: NOAH, fullName: 'Noah Williams', ndisNo: '430000001' },
    warnings: [
      {
        kind: 'overBudget',
        profileId: NOAH,
        clientName: 'Noah Williams',
        supportCategoryNumber: '01',
        lineCount: 2,
        message: 'Noah Williams: Daily Activities is over budget by $120.00',
      },
      {
        kind: 'noItem',
        profileId: NOAH,
        clientName: 'Noah Williams',
        supportCategoryNumber: null,
        lineCount: 1,
        message: 'Noah Williams: 1 line has no support item for its band',
      },
    ],
    loadedCount: 1,
    savedCount: 1,
    accounts: [],
    totalDuration: 5.5 * HOUR,
    totalAgreedDuration: 5.5 * HOUR,
    totalAmountCents: 40057,
    totalAmount: 400.57,
    totalKm: 12.5,
    xeroUploadLink: null,
    xeroAgreedUploadLink: null,
    xeroGroupUploadLink: null,
    xeroAgreedGroupUploadLink: null,
    ...over,
  };
}

export function explanation(over: Partial<InvoiceLineExplanation> = {}): InvoiceLineExplanation {
  return {
    shift: {
      shiftRosterId: 'sh-1',
      dateFrom: '2026-10-13T22:00:00.000Z',
      dateTo: '2026-10-14T01:30:00.000Z',
      clients: ['Noah Williams'],
      groupSize: 1,
      isNightShift: false,
      isExceptionalShift: false,
    },
    worker: { staffId: 's-1', fullName: 'Amelia Clarke' },
    attendance: {
      attendanceId: 'a-1',
      clockIn: '2026-10-13T22:00:00.000Z',
      clockOut: '2026-10-14T01:30:00.000Z',
      source: 'App',
    },
    splits: [
      {
        attendanceSplitId: 'sp-1',
        code: 'M',
        clockIn: '2026-10-13T22:00:00.000Z',
        clockOut: '2026-10-14T01:30:00.000Z',
        durationTicks: 3.5 * HOUR,
        status: 'Approved',
      },
    ],
    band: {
      code: 'M',
      name: 'Weekday Daytime',
      rule: 'split',
      text: 'The support was between 6 am and 8 pm on a weekday: the daytime band.',
    },
    item: {
      source: 'schedule',
      supportItemId: ITEM_A,
      itemNumber: '01_011_0107_1_1',
      itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
      catalogueName: 'NDIS Support Catalogue 2025-26 v1.1',
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      priceColumn: 'NSW',
      limitCents: 7023,
      unit: 'H',
      text: 'The client’s support schedule names this item for the daytime band.',
    },
    pricing: {
      groupSize: 1,
      unitPriceCents: 7023,
      agreedDurationTicks: 3.5 * HOUR,
      quantity: 3.5,
      amountCents: 24581,
      text: '$70.23 × 3.50 h = $245.81',
    },
    cancellation: null,
    ttp: null,
    edited: null,
    ...over,
  };
}

export const detail = (over: Partial<InvoiceLineExplanation> = {}): InvoiceLineDetail => ({
  ...line(),
  explanation: explanation(over),
});

/** The client list of the form. */
export const CLIENTS = {
  'GET /api/Staffs/get_active_staffs': () => json([]),
  'GET /api/Profiles/get_active_clients': () => json([{ profileId: NOAH, fullName: 'Noah Williams' }]),
};
