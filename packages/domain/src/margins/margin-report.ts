// The margin of a pay period (issue 38 item 6; docs/pay.md "Margin"): what each shift billed (its
// saved invoice lines) beside what it cost (its pay lines and the on-costs on them), then per client,
// worker and support item. Pure: the server gathers the lines, this adds them up.
import { dollars } from '../invoices/explain-line.ts';
import { shortDayText } from '../pay/wall-clock.ts';
import type {
  MarginBilledLine,
  MarginGroupBy,
  MarginMoney,
  MarginPayLine,
  MarginReport,
  MarginRow,
  MarginWorker,
} from './margin-types.ts';
import { type OnCostRates, onCostSettingsView, onCostsOf, onCostWords } from './on-costs.ts';
import { shareCents } from './share-cents.ts';

/** The engine's rule of overtime past the week's or fortnight's hours: a cost of the period, not of a shift. */
export const PERIOD_OVERTIME_RULE = 'overtime-period';

/** Keys and labels of the rows that are not one shift, client or item. */
export const MARGIN_KEYS = {
  notBilled: 'not-billed',
  unallocated: 'unallocated',
  noShift: 'no-shift',
} as const;
export const MARGIN_LABELS = {
  notBilled: 'Not billed',
  unallocated: 'Not allocated to a shift (period overtime)',
  noShift: 'Billed without a shift',
} as const;

/** A worker's pay allocated to one shift (or to none), with its on-costs rounded once. */
interface CostLine {
  shiftKey: string;
  /** The first local date of the pay allocated (a piece's date, or the line's). */
  date: string | null;
  staffId: string;
  staffName: string;
  payCents: number;
  superCents: number;
  workersCompCents: number;
  payrollTaxCents: number;
  explanation: string;
}

const costLine = (
  w: MarginWorker,
  shiftKey: string,
  date: string | null,
  payCents: number,
  ote: boolean,
  words: string,
  rates: OnCostRates,
): CostLine => {
  const costs = onCostsOf(payCents, ote, rates);
  return {
    shiftKey,
    date,
    staffId: w.staffId,
    staffName: w.staffName,
    payCents,
    ...costs,
    explanation: `${words} — ${onCostWords(payCents, ote, costs, rates)}`,
  };
};

const shiftKeyOf = (shiftRosterId: string | null, staffId: string) =>
  shiftRosterId ?? `${MARGIN_KEYS.unallocated}:${staffId}`;

/**
 * A pay line's amount shared among the shifts of its pieces: each shift its pieces' own amounts,
 * the line's rounding difference (a cent or two: R1 rounds the line once) to the largest share.
 * Period overtime stays on the worker, not on a shift.
 */
function costLinesOf(w: MarginWorker, line: MarginPayLine, rates: OnCostRates): CostLine[] {
  if (line.ruleId === PERIOD_OVERTIME_RULE || line.pieces.length === 0) {
    const key =
      line.ruleId === PERIOD_OVERTIME_RULE
        ? shiftKeyOf(null, w.staffId)
        : shiftKeyOf(line.shiftRosterId, w.staffId);
    return [
      costLine(
        w,
        key,
        line.pieces[0]?.date ?? null,
        line.amountCents,
        line.ote,
        `${line.categoryLabel}: ${line.explanation}`,
        rates,
      ),
    ];
  }
  const byShift = new Map<string, { date: string; cents: number; words: string[] }>();
  for (const p of line.pieces) {
    const key = shiftKeyOf(p.shiftRosterId, w.staffId);
    const share = byShift.get(key) ?? { date: p.date, cents: 0, words: [] };
    share.cents += p.amountCents;
    share.words.push(p.explanation);
    byShift.set(key, share);
  }
  const shares = [...byShift.entries()];
  const difference = line.amountCents - shares.reduce((sum, [, s]) => sum + s.cents, 0);
  if (difference !== 0) {
    const largest = shares.reduce((best, s) => (Math.abs(s[1].cents) > Math.abs(best[1].cents) ? s : best));
    largest[1].cents += difference;
    largest[1].words.push(
      `rounding of the line ${difference > 0 ? '+' : '−'}${dollars(Math.abs(difference))}`,
    );
  }
  return shares.map(([key, s]) => costLine(w, key, s.date, s.cents, line.ote, s.words.join('; '), rates));
}

const billedWords = (l: MarginBilledLine): string => {
  const qty = Number.isInteger(l.quantity) ? String(l.quantity) : l.quantity.toFixed(2).replace(/0$/, '');
  const unit = l.unit === 'E' || l.unit === null ? '' : ' h';
  const item = [l.itemNumber, l.itemName].filter(Boolean).join(' ') || 'no support item';
  const invoice = l.claimNumber
    ? ` (Support at Home claim ${l.claimNumber})`
    : l.invoiceNumber
      ? ` (invoice ${l.invoiceNumber})`
      : '';
  return `${shortDayText(l.date)}, ${l.clientName}, ${item}: billed ${dollars(l.amountCents)} (${qty}${unit} × ${dollars(l.unitPriceCents)})${invoice}`;
};

/** Margin % to 1 decimal, half up; null when nothing was billed. */
export function marginPercent(marginCents: number, billedCents: number): string | null {
  if (billedCents === 0) {
    return null;
  }
  const tenths = Math.round((Math.abs(marginCents) * 1000) / Math.abs(billedCents));
  const signed = marginCents < 0 !== billedCents < 0 && tenths !== 0 ? -tenths : tenths;
  return (signed / 10).toFixed(1);
}

/** Money from its parts: cost = pay + on-costs; margin = billed − cost. */
export function marginMoney(
  p: Omit<MarginMoney, 'costCents' | 'marginCents' | 'marginPercent'>,
): MarginMoney {
  const costCents = p.payCents + p.superCents + p.workersCompCents + p.payrollTaxCents;
  const marginCents = p.billedCents - costCents;
  return { ...p, costCents, marginCents, marginPercent: marginPercent(marginCents, p.billedCents) };
}

/** A row being added up. */
class RowSum {
  billed = 0;
  pay = 0;
  super = 0;
  comp = 0;
  tax = 0;
  readonly shifts = new Set<string>();
  readonly billedWords: string[] = [];
  readonly costWords: string[] = [];
  constructor(
    readonly key: string,
    readonly label: string,
    readonly date: string | null,
  ) {}
  row(): MarginRow {
    return {
      key: this.key,
      label: this.label,
      date: this.date,
      shiftCount: this.shifts.size,
      ...marginMoney({
        billedCents: this.billed,
        payCents: this.pay,
        superCents: this.super,
        workersCompCents: this.comp,
        payrollTaxCents: this.tax,
      }),
      billedExplanation: this.billedWords,
      costExplanation: this.costWords,
    };
  }
}

class Grouping {
  readonly rows = new Map<string, RowSum>();
  at(key: string, label: string, date: string | null = null): RowSum {
    let row = this.rows.get(key);
    if (!row) {
      row = new RowSum(key, label, date);
      this.rows.set(key, row);
    }
    return row;
  }
  list(): MarginRow[] {
    return [...this.rows.values()].map((r) => r.row());
  }
}

/** "Mon 16 Nov · Ann Client · Wes Worker" ("Not billed" in place of the clients of a shift not billed). */
function shiftLabelOf(date: string | null, g: ShiftGather): string {
  const clients = [...new Set(g.billed.map((l) => l.clientName))].join(', ') || MARGIN_LABELS.notBilled;
  const workers = [...new Set([...g.costs.map((c) => c.staffName), ...g.billed.map((l) => l.staffName)])]
    .filter(Boolean)
    .join(', ');
  return [date ? shortDayText(date) : null, clients, workers || null].filter(Boolean).join(' · ');
}

/** One shift's billed lines and cost lines. */
interface ShiftGather {
  key: string;
  billed: MarginBilledLine[];
  costs: CostLine[];
}

export interface MarginInput {
  fromDate: string;
  toDate: string;
  rates: OnCostRates;
  billed: readonly MarginBilledLine[];
  workers: readonly MarginWorker[];
  /** Shift id → its first local date and a label ("Sat 28 Nov 9:00 · Jane Citizen"), where known. */
  shifts?: ReadonlyMap<string, { date: string; label: string }>;
}

/**
 * The report. A shift's cost is shared among its billed lines by billed time (equally when none has
 * time), so each client and support item carries the part of the shift it was billed for; a shift
 * paid but not billed goes to "Not billed"; period overtime to "Not allocated to a shift" (and to its
 * worker). Every total is the sum of its rows, in whole cents.
 */
export function marginReport(input: MarginInput): MarginReport {
  const shifts = new Map<string, ShiftGather>();
  const gather = (key: string) => {
    let g = shifts.get(key);
    if (!g) {
      g = { key, billed: [], costs: [] };
      shifts.set(key, g);
    }
    return g;
  };
  for (const l of input.billed) {
    gather(l.shiftRosterId ?? MARGIN_KEYS.noShift).billed.push(l);
  }
  const warnings: string[] = [];
  for (const w of input.workers) {
    if (w.status === 'blocked') {
      warnings.push(
        `${w.staffName}’s pay of the period is blocked (see the pay-period summary): their shifts show no cost`,
      );
    }
    for (const line of w.lines) {
      for (const c of costLinesOf(w, line, input.rates)) {
        gather(c.shiftKey).costs.push(c);
      }
    }
  }
  if (input.rates.workersCompBasisPoints === null) {
    warnings.push('Workers’ compensation is not set (counted as 0%): set it on the Pay rates page');
  }
  if (input.rates.payrollTaxBasisPoints === null) {
    warnings.push('Payroll tax is not set (counted as 0%): set it on the Pay rates page');
  }

  const byShift = new Grouping();
  const byClient = new Grouping();
  const byWorker = new Grouping();
  const byItem = new Grouping();
  const firstDate = (g: ShiftGather) =>
    [...g.billed.map((l) => l.date), ...g.costs.flatMap((c) => (c.date ? [c.date] : []))].sort()[0] ?? null;

  for (const g of shifts.values()) {
    const unallocated = g.key.startsWith(`${MARGIN_KEYS.unallocated}:`);
    const known = input.shifts?.get(g.key);
    const date = known?.date ?? firstDate(g);
    const shiftLabel = unallocated
      ? `${MARGIN_LABELS.unallocated} · ${g.costs[0]?.staffName ?? ''}`
      : g.key === MARGIN_KEYS.noShift
        ? MARGIN_LABELS.noShift
        : (known?.label ?? shiftLabelOf(date, g));
    const shiftRow = byShift.at(g.key, shiftLabel, date);
    shiftRow.shifts.add(g.key);

    // Billed: to the shift, and to the line's client, worker and item.
    for (const l of g.billed) {
      const words = billedWords(l);
      const item = l.itemNumber ?? MARGIN_KEYS.notBilled;
      for (const row of [
        shiftRow,
        byClient.at(l.clientId, l.clientName),
        byWorker.at(l.staffId ?? MARGIN_KEYS.noShift, l.staffName || '—'),
        byItem.at(
          item,
          l.itemNumber ? [l.itemNumber, l.itemName].filter(Boolean).join(' ') : 'No support item',
        ),
      ]) {
        row.billed += l.amountCents;
        row.billedWords.push(words);
        row.shifts.add(g.key);
      }
    }
    // Cost: to the shift and the worker whole; shared among the billed lines for clients and items.
    for (const c of g.costs) {
      for (const row of [shiftRow, byWorker.at(c.staffId, c.staffName)]) {
        row.pay += c.payCents;
        row.super += c.superCents;
        row.comp += c.workersCompCents;
        row.tax += c.payrollTaxCents;
        row.costWords.push(`${c.staffName}: ${c.explanation}`);
        row.shifts.add(g.key);
      }
      if (g.billed.length === 0 || unallocated) {
        const key = unallocated ? MARGIN_KEYS.unallocated : MARGIN_KEYS.notBilled;
        const label = unallocated ? MARGIN_LABELS.unallocated : MARGIN_LABELS.notBilled;
        for (const row of [byClient.at(key, label), byItem.at(key, label)]) {
          row.pay += c.payCents;
          row.super += c.superCents;
          row.comp += c.workersCompCents;
          row.tax += c.payrollTaxCents;
          row.costWords.push(`${shiftLabel}, ${c.staffName}: ${c.explanation}`);
          row.shifts.add(g.key);
        }
        continue;
      }
      const weights = g.billed.map((l) => l.billedTicks);
      const parts = {
        pay: shareCents(c.payCents, weights),
        super: shareCents(c.superCents, weights),
        comp: shareCents(c.workersCompCents, weights),
        tax: shareCents(c.payrollTaxCents, weights),
      };
      const totalTicks = weights.reduce((a, b) => a + b, 0);
      g.billed.forEach((l, i) => {
        const share =
          totalTicks > 0
            ? `${Math.round((l.billedTicks / totalTicks) * 100)}% of the shift’s billed time`
            : `an equal share of ${g.billed.length} lines`;
        const words = `${shiftLabel}, ${c.staffName} (${share}): ${dollars(
          (parts.pay[i] ?? 0) + (parts.super[i] ?? 0) + (parts.comp[i] ?? 0) + (parts.tax[i] ?? 0),
        )} of ${c.explanation}`;
        for (const row of [
          byClient.at(l.clientId, l.clientName),
          byItem.at(
            l.itemNumber ?? MARGIN_KEYS.notBilled,
            l.itemNumber ? [l.itemNumber, l.itemName].filter(Boolean).join(' ') : 'No support item',
          ),
        ]) {
          row.pay += parts.pay[i] ?? 0;
          row.super += parts.super[i] ?? 0;
          row.comp += parts.comp[i] ?? 0;
          row.tax += parts.tax[i] ?? 0;
          row.costWords.push(words);
        }
      });
    }
  }

  const sortByLabel = (rows: MarginRow[]) => rows.sort((a, b) => a.label.localeCompare(b.label));
  const shiftRows = byShift
    .list()
    .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.label.localeCompare(b.label));
  const sum = (
    k: keyof Pick<
      MarginMoney,
      'billedCents' | 'payCents' | 'superCents' | 'workersCompCents' | 'payrollTaxCents'
    >,
  ) => shiftRows.reduce((s, r) => s + r[k], 0);
  const groups: Record<MarginGroupBy, MarginRow[]> = {
    shift: shiftRows,
    client: sortByLabel(byClient.list()),
    worker: sortByLabel(byWorker.list()),
    supportItem: sortByLabel(byItem.list()),
  };
  return {
    fromDate: input.fromDate,
    toDate: input.toDate,
    onCosts: onCostSettingsView(input.rates),
    totals: marginMoney({
      billedCents: sum('billedCents'),
      payCents: sum('payCents'),
      superCents: sum('superCents'),
      workersCompCents: sum('workersCompCents'),
      payrollTaxCents: sum('payrollTaxCents'),
    }),
    groups,
    warnings,
  };
}
