// Services Australia's payment statement for a Support at Home claim (issue 39 item 4; SUPPORT-AT-HOME.md
// §9.2 step 6): read from its CSV and reconciled line by line to paid or rejected, nothing on a guess.
import { parseCsv } from '../catalogue/csv.ts';
import { dollars } from './sah-money.ts';

/**
 * The columns the statement import reads, by header (any order, case and spacing ignored). The
 * official statement CSV layout is UNCONFIRMED (§9.2 step 6, §14 #6): documented in
 * docs/support-at-home.md. Status is Paid or Rejected (also Approved/Completed, and Declined/Error).
 */
export const SAH_STATEMENT_COLUMNS = {
  reference: 'External Reference',
  status: 'Status',
  governmentPaid: 'Government Paid',
  contribution: 'Contribution',
  reason: 'Reason',
} as const;

export interface SahStatementRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  reference: string;
  outcome: 'Paid' | 'Rejected' | null;
  governmentPaidCents: number | null;
  contributionCents: number | null;
  reason: string | null;
  /** What cannot be read on the row. */
  problem: string | null;
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

function cents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) {
    return null;
  }
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function outcomeOf(status: string): 'Paid' | 'Rejected' | null {
  const s = status.trim().toLowerCase();
  if (/reject|declin|error|fail|not paid/.test(s)) {
    return 'Rejected';
  }
  if (/^(paid|approved|completed)$/.test(s)) {
    return 'Paid';
  }
  return null;
}

/** The statement's rows, or a message when the file is not a statement (no header with the reference and status). */
export function parseSahStatement(text: string): { rows: SahStatementRow[] } | { error: string } {
  const table = parseCsv(text);
  const header = (table[0] ?? []).map(norm);
  const col = (name: string) => header.indexOf(norm(name));
  const C = SAH_STATEMENT_COLUMNS;
  const missing = [C.reference, C.status, C.governmentPaid].filter((c) => col(c) < 0);
  if (missing.length > 0) {
    return {
      error: `The statement has no ${missing.join(', ')} column (docs/support-at-home.md "Payment statement")`,
    };
  }
  const rows: SahStatementRow[] = [];
  table.slice(1).forEach((cells, i) => {
    const at = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
    if (cells.every((c) => c.trim() === '')) {
      return;
    }
    const reference = at(C.reference);
    const outcome = outcomeOf(at(C.status));
    const paidText = at(C.governmentPaid);
    const governmentPaidCents = paidText === '' ? null : cents(paidText);
    const contributionText = at(C.contribution);
    const contributionCents = contributionText === '' ? null : cents(contributionText);
    let problem: string | null = null;
    if (!reference) {
      problem = 'No external reference';
    } else if (!outcome) {
      problem = `Status “${at(C.status)}” is neither paid nor rejected`;
    } else if (outcome === 'Paid' && governmentPaidCents === null) {
      problem = `Government paid “${paidText}” is not an amount`;
    } else if (contributionText !== '' && contributionCents === null) {
      problem = `Contribution “${contributionText}” is not an amount`;
    }
    rows.push({
      row: i + 2,
      reference,
      outcome,
      governmentPaidCents,
      contributionCents,
      reason: at(C.reason) || null,
      problem,
    });
  });
  return { rows };
}

/** A claimed line as the reconciliation reads it. */
export interface SahClaimedLineState {
  reference: string;
  status: 'Submitted' | 'Paid' | 'Rejected';
  governmentCents: number;
  contributionCents: number;
  message: string | null;
}

export interface SahStatementOutcome {
  row: number;
  reference: string;
  /** paid / rejected: applied; unchanged: the line already says so; refused: nothing applied, see message. */
  action: 'paid' | 'rejected' | 'unchanged' | 'refused';
  message: string;
}

/**
 * What each statement row does to its line. Nothing is applied on a guess: a reference the product
 * does not have, a payment of another amount, a different contribution, a row naming a line twice, a
 * paid line answered otherwise — each is refused with its message. The same statement again changes nothing.
 */
export function reconcileSahStatement(
  rows: readonly SahStatementRow[],
  lines: ReadonlyMap<string, SahClaimedLineState>,
): SahStatementOutcome[] {
  const seen = new Set<string>();
  return rows.map((r): SahStatementOutcome => {
    const refuse = (message: string): SahStatementOutcome => ({
      row: r.row,
      reference: r.reference,
      action: 'refused',
      message: `Row ${r.row}${r.reference ? ` (${r.reference})` : ''}: ${message}; nothing applied`,
    });
    if (r.problem) {
      return refuse(r.problem);
    }
    if (seen.has(r.reference)) {
      return refuse('the statement names this line twice');
    }
    seen.add(r.reference);
    const line = lines.get(r.reference);
    if (!line) {
      return refuse('no claimed Support at Home line has this reference');
    }
    if (r.outcome === 'Paid') {
      if (r.governmentPaidCents !== line.governmentCents) {
        return refuse(
          `pays ${dollars(r.governmentPaidCents ?? 0)} but the line claims ${dollars(line.governmentCents)} from the government`,
        );
      }
      if (r.contributionCents !== null && r.contributionCents !== line.contributionCents) {
        return refuse(
          `states a contribution of ${dollars(r.contributionCents)} but the line’s is ${dollars(line.contributionCents)}`,
        );
      }
      if (line.status === 'Paid') {
        return { row: r.row, reference: r.reference, action: 'unchanged', message: 'Already paid' };
      }
      if (line.status === 'Rejected') {
        return refuse('the line was rejected earlier: it is claimed again under a new reference');
      }
      return {
        row: r.row,
        reference: r.reference,
        action: 'paid',
        message: `Paid ${dollars(line.governmentCents)}`,
      };
    }
    const reason = r.reason ?? 'Rejected (no reason given)';
    if (line.status === 'Paid') {
      return refuse('the line is already paid: a paid line never changes');
    }
    if (line.status === 'Rejected') {
      return { row: r.row, reference: r.reference, action: 'unchanged', message: 'Already rejected' };
    }
    return { row: r.row, reference: r.reference, action: 'rejected', message: reason };
  });
}
