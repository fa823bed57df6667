import {
  SAH_CLAIM_MESSAGES as M,
  parseSahStatement,
  reconcileSahStatement,
  type SahClaimedLineState,
  type SahStatementImportReply,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import { csvUploadText } from '../../http/multipart.ts';
import { routeSpec } from '../../http/route.ts';
import { linesByReference, setSahLinesOutcome } from './sah-claims.repo.ts';

// The payment statement from Services Australia, applied to the claimed lines (the claim itself is
// made in sah-claims.ts).
const tags = ['SupportAtHome'];
const FIELD = 'file';
/** A statement is one row a line: 5 MB is plenty. */
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/**
 * Applies a payment statement (CSV text) to the company's claimed lines: each row reconciled by the
 * domain (nothing applied on a guess), the paid and rejected rows written. 400 at the file when it
 * is not a statement.
 */
export async function applySahStatement(
  db: Queryable,
  companyId: string,
  text: string,
  now: Date,
): Promise<SahStatementImportReply> {
  const parsed = parseSahStatement(text);
  if ('error' in parsed) {
    throw fieldError(FIELD, parsed.error);
  }
  const lines = await linesByReference(
    db,
    companyId,
    parsed.rows.map((r) => r.reference).filter((r) => r !== ''),
  );
  const byReference = new Map(
    lines.map((l) => [l.reference, { ...l, status: l.status as SahClaimedLineState['status'] }]),
  );
  const outcomes = reconcileSahStatement(parsed.rows, byReference);
  // The applied rows grouped by their answer (paid, or rejected with one reason): one update a group.
  const groups = new Map<string, { status: 'Paid' | 'Rejected'; message: string | null; ids: string[] }>();
  for (const o of outcomes) {
    if (o.action === 'paid' || o.action === 'rejected') {
      const status = o.action === 'paid' ? 'Paid' : 'Rejected';
      const message = o.action === 'rejected' ? o.message : null;
      const key = `${status}|${message ?? ''}`;
      const group = groups.get(key) ?? { status, message, ids: [] };
      group.ids.push((byReference.get(o.reference) as (typeof lines)[number]).claimLineId);
      groups.set(key, group);
    }
  }
  for (const g of groups.values()) {
    await setSahLinesOutcome(db, companyId, g.ids, { status: g.status, message: g.message, now });
  }
  const n = (action: string) => outcomes.filter((o) => o.action === action).length;
  return {
    paid: n('paid'),
    rejected: n('rejected'),
    unchanged: n('unchanged'),
    refused: n('refused'),
    outcomes,
    message: M.statementImported(n('paid'), n('rejected'), n('unchanged'), n('refused')),
  };
}

/** POST /SupportAtHome/claims/import_statement: the payment statement marks lines paid or rejected. */
export const sahImportStatementRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/claims/import_statement',
  summary:
    'Import a Services Australia payment statement (multipart file: .csv): each claimed line paid or rejected with the reason',
  tags,
  multipart: { files: [FIELD] },
  body: z.object({ companyId: z.string().optional(), userId: z.string().optional() }),
  bodyLimit: MAX_STATEMENT_BYTES + 64 * 1024,
  activity: 'Imported a Support at Home payment statement',
  async handler({ db, principal, files, now, recordActivity }): Promise<SahStatementImportReply> {
    const reply = await applySahStatement(
      db,
      principal.companyId,
      csvUploadText(files[FIELD], {
        field: FIELD,
        maxBytes: MAX_STATEMENT_BYTES,
        required: M.statementRequired,
        unreadable: M.statementUnreadable,
      }),
      now,
    );
    recordActivity(`Imported a Support at Home payment statement: ${reply.message}`);
    return reply;
  },
});
