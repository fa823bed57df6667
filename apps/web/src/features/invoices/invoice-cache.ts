import { groupInvoiceLines, type InvoiceLineView, type InvoiceLoadResult, invoiceTotals } from '@care/domain';

/**
 * A load result with other lines: its groups and totals recomputed by the domain's own rules (the
 * same the server uses), so the screen shows the edited or remaining lines without re-loading — a
 * re-load rebuilds the drafts and would undo the edit or the delete.
 */
export function withLines(result: InvoiceLoadResult, lines: InvoiceLineView[]): InvoiceLoadResult {
  return {
    ...result,
    ...invoiceTotals(lines),
    invoices: lines,
    groupInvoice: groupInvoiceLines(lines, 'itemAndPrice'),
    grouped_Agreed_Actual: groupInvoiceLines(lines, 'item'),
  };
}

/** The result after an edit: the repriced line in place of the old one. */
export const withLineReplaced = (result: InvoiceLoadResult, line: InvoiceLineView) =>
  withLines(
    result,
    result.invoices.map((l) => (l.invoicesId === line.invoicesId ? line : l)),
  );

/** The result after Delete Invoice: only claimed lines stay (the server keeps them). */
export const withoutUnclaimed = (result: InvoiceLoadResult) =>
  withLines(
    result,
    result.invoices.filter((l) => l.claimStatus !== null),
  );
