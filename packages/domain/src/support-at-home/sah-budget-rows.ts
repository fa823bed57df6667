// Which budget row is in force (SUPPORT-AT-HOME.md §1.1 product rule): rows are effective-dated and
// the latest to start wins; a row older than the financial year it prices is used with a warning,
// never silently (§14 open point 1).
import { financialYearStart } from './sah-quarters.ts';
import type { SahBudgetKind, SahBudgetRow, SahClassification, SahPathway } from './sah-types.ts';

/** The row of a kind in force on a date (the latest to start when rows overlap), or null. */
export function budgetRowOn(
  rows: readonly SahBudgetRow[],
  kind: SahBudgetKind,
  date: string,
): SahBudgetRow | null {
  let found: SahBudgetRow | null = null;
  for (const row of rows) {
    if (
      row.kind === kind &&
      row.effectiveFrom <= date &&
      (row.effectiveTo === null || date <= row.effectiveTo)
    ) {
      if (!found || row.effectiveFrom > found.effectiveFrom) {
        found = row;
      }
    }
  }
  return found;
}

/** The budget kind of a classification or pathway. */
export function budgetKindOf(program: SahClassification | SahPathway): SahBudgetKind {
  return program === 'AT_HM'
    ? 'AT_HIGH'
    : /^[1-8]$/.test(program)
      ? (`CLASS_${program}` as SahBudgetKind)
      : (program as SahBudgetKind);
}

/** '2026-27' for a financial year starting 2026-07-01. */
function financialYearLabel(start: string): string {
  const year = Number(start.slice(0, 4));
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The warning for a row in force that starts before the financial year of the date (indexed each July). */
export function staleRowWarning(row: SahBudgetRow, date: string): string | null {
  const yearStart = financialYearStart(date);
  if (row.effectiveFrom >= yearStart) {
    return null;
  }
  return `${financialYearLabel(yearStart)} budget amounts not entered: projections use the amounts effective from ${row.effectiveFrom} (Setup → Support at Home budgets; Services Australia's budget wins)`;
}

/** Problems of a set of rows an admin saves: overlapping rows of one kind make the choice a guess. */
export function budgetRowProblems(rows: readonly SahBudgetRow[]): string[] {
  const problems: string[] = [];
  const sorted = [...rows].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.effectiveFrom.localeCompare(b.effectiveFrom),
  );
  for (let i = 0; i < sorted.length; i += 1) {
    const row = sorted[i] as SahBudgetRow;
    if (row.effectiveTo !== null && row.effectiveTo < row.effectiveFrom) {
      problems.push(`${row.kind}: the row ends (${row.effectiveTo}) before it starts (${row.effectiveFrom})`);
    }
    const next = sorted[i + 1];
    if (next && next.kind === row.kind && next.effectiveFrom === row.effectiveFrom) {
      problems.push(`${row.kind}: two rows start on ${row.effectiveFrom}`);
    }
  }
  return problems;
}
