// The Services Australia upload file of a Support at Home claim (issue 39 item 4; SUPPORT-AT-HOME.md
// §9.4): its column layout is a mapping, because the official ACPP layout is UNCONFIRMED (§14 #6).

/** What one row of the upload file claims. */
export interface SahClaimRow {
  myAgedCareId: string;
  firstName: string;
  lastName: string;
  serviceDate: string;
  allocationCategory: string;
  serviceTypeCode: string;
  serviceCode: string;
  serviceName: string;
  quantity: number;
  unitPriceCents: number;
  grossCents: number;
  contributionCents: number;
  governmentCents: number;
  reference: string;
}

/**
 * The file's columns, in order: the header and what fills it. The official ACPP invoice CSV layout
 * is UNCONFIRMED (§9.4, §14 #6): this mapping (documented in docs/support-at-home.md) is the one
 * place to change when the eKit's layout is read.
 */
export const SAH_CLAIM_FILE_COLUMNS: readonly { header: string; value: (row: SahClaimRow) => string }[] = [
  { header: 'Care Recipient ID', value: (r) => r.myAgedCareId },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Service Date', value: (r) => r.serviceDate },
  { header: 'Allocation Category', value: (r) => r.allocationCategory },
  { header: 'Entitlement Type', value: () => 'Current' },
  { header: 'Service Type Identifier', value: (r) => r.serviceTypeCode },
  { header: 'Service Identifier', value: (r) => r.serviceCode },
  { header: 'Service Name', value: (r) => r.serviceName },
  { header: 'Quantity', value: (r) => String(r.quantity) },
  { header: 'Unit Price', value: (r) => money(r.unitPriceCents) },
  { header: 'Total Amount', value: (r) => money(r.grossCents) },
  { header: 'Participant Contribution', value: (r) => money(r.contributionCents) },
  { header: 'Government Amount', value: (r) => money(r.governmentCents) },
  { header: 'External Reference', value: (r) => r.reference },
];

/** Cents as the files write them: '84.00' (integer arithmetic). */
export const money = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A line's reference in the file and on the statement: 'SAH-0007-0012' (batch 7, row 12). */
export const sahClaimReference = (batchNumber: number, rowNumber: number): string =>
  `SAH-${String(batchNumber).padStart(4, '0')}-${String(rowNumber).padStart(4, '0')}`;

/** 'support-at-home-claim-0007-2026-11-01-to-2026-11-30.csv'. */
export const sahClaimFileName = (batchNumber: number, from: string, to: string): string =>
  `support-at-home-claim-${String(batchNumber).padStart(4, '0')}-${from}-to-${to}.csv`;

/** The row's cells in the mapping's order. */
export const sahClaimFileRow = (row: SahClaimRow): string[] =>
  SAH_CLAIM_FILE_COLUMNS.map((c) => c.value(row));
export const SAH_CLAIM_FILE_HEADER = SAH_CLAIM_FILE_COLUMNS.map((c) => c.header);
