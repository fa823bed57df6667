/** One answer of the portal's payment request result. */
export interface ClaimResultRow {
  claimReference: string;
  outcome: 'Paid' | 'Rejected';
  message: string | null;
}

/**
 * The portal's payment request result file (CSV with a header row): the claim reference, a status
 * column (success/paid → Paid; error/rejected → Rejected; others left as they are) and its message.
 * Column names are matched loosely (the format is UNCONFIRMED); null when the file has no
 * ClaimReference or no status column.
 */
export function parseClaimResult(_text: string): ClaimResultRow[] | null {
  throw new Error('D2 implements');
}
