import { parseCsv } from '../catalogue/csv.ts';

/** One answer of the portal's payment request result. */
export interface ClaimResultRow {
  claimReference: string;
  outcome: 'Paid' | 'Rejected';
  message: string | null;
}

/** A heading as it is matched: lower case, no spaces or underscores ('Claim Reference' = 'claim_reference'). */
const headingKey = (heading: string): string => heading.toLowerCase().replace(/[\s_]+/g, '');

const REFERENCE_HEADINGS = ['claimreference'];
const STATUS_HEADINGS = ['paymentrequeststatus', 'claimstatus', 'status'];
const MESSAGE_HEADINGS = ['errormessage', 'message', 'reason', 'rejectionreason'];

// Rejections are read first so 'Unsuccessful', 'Not approved' or 'Incomplete' are never taken for paid.
const REJECTED =
  /error|reject|fail|invalid|declin|cancel|unsuccess|incomplete|not\s*(paid|approved|accepted)/i;
const PAID = /success|paid|approved|accepted|complete/i;

/** The first of the headings (in order of preference) found in the header row, or -1. */
const columnOf = (keys: readonly string[], headings: readonly string[]): number => {
  for (const heading of headings) {
    const index = keys.indexOf(heading);
    if (index >= 0) {
      return index;
    }
  }
  return -1;
};

/** A status as an outcome; null when it says neither (pending, in progress…). */
const outcomeOf = (status: string): ClaimResultRow['outcome'] | null => {
  if (REJECTED.test(status)) {
    return 'Rejected';
  }
  return PAID.test(status) ? 'Paid' : null;
};

/**
 * The portal's payment request result file (CSV with a header row): the claim reference, a status
 * column (success/paid → Paid; error/rejected → Rejected; others left as they are) and its message.
 * Column names are matched loosely (the format is UNCONFIRMED); null when the file has no
 * ClaimReference or no status column.
 */
export function parseClaimResult(text: string): ClaimResultRow[] | null {
  const rows = parseCsv(text).filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header, ...body] = rows;
  if (!header) {
    return null;
  }
  const keys = header.map(headingKey);
  const reference = columnOf(keys, REFERENCE_HEADINGS);
  const status = columnOf(keys, STATUS_HEADINGS);
  if (reference < 0 || status < 0) {
    return null;
  }
  const message = columnOf(keys, MESSAGE_HEADINGS);
  const results: ClaimResultRow[] = [];
  for (const row of body) {
    const claimReference = (row[reference] ?? '').trim();
    const outcome = outcomeOf((row[status] ?? '').trim());
    if (!claimReference || !outcome) {
      continue;
    }
    results.push({
      claimReference,
      outcome,
      message: message >= 0 ? (row[message] ?? '').trim() || null : null,
    });
  }
  return results;
}
