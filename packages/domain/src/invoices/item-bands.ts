import type { ShiftCode } from '../attendance/shift-codes.ts';
import { itemInForce } from '../catalogue/pricing.ts';
import type { CatalogueIndex, ChosenItem, PricingRow, ScheduledItem } from './invoice-lines.ts';

/** The company default item of each code (docs/workforce.md table: the self-care 0107 items). */
export const DEFAULT_ITEM_OF_CODE: Record<ShiftCode, string> = {
  M: '01_011_0107_1_1',
  E: '01_015_0107_1_1',
  EX: '01_002_0107_1_1',
  SA: '01_013_0107_1_1',
  SAN: '01_013_0107_1_1',
  SU: '01_014_0107_1_1',
  SUN: '01_014_0107_1_1',
  PH: '01_012_0107_1_1',
  N: '01_010_0107_1_1',
};

// The band phrases of catalogue item names and the codes each covers.
const BAND_PHRASES: readonly (readonly [string, readonly ShiftCode[]])[] = [
  ['weekday daytime', ['M']],
  ['weekday evening', ['E']],
  ['weekday night', ['EX']],
  ['saturday', ['SA', 'SAN']],
  ['sunday', ['SU', 'SUN']],
  ['public holiday', ['PH']],
  ['sleepover', ['N']],
];

/** The codes an item's name covers ('… - Weekday Daytime' → ['M']; Saturday → ['SA', 'SAN']); [] when it names no band. */
export function bandCodesOfItemName(itemName: string): ShiftCode[] {
  const name = itemName.toLowerCase().replace(/\s+/g, ' ');
  return BAND_PHRASES.flatMap(([phrase, codes]) => (name.includes(phrase) ? [...codes] : []));
}

const namesBand = (itemName: string, code: ShiftCode): boolean =>
  bandCodesOfItemName(itemName).includes(code);

const wordsOf = (name: string): Set<string> => new Set(name.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/** How many words two item names share (so 'Standard' stays 'Standard' within a family). */
function sharedWords(a: string, b: string): number {
  const left = wordsOf(a);
  let count = 0;
  for (const word of wordsOf(b)) {
    if (left.has(word)) {
      count += 1;
    }
  }
  return count;
}

/** The rows in force on the date of the scheduled item's family naming the code's band. */
function familyCandidates(
  scheduled: PricingRow,
  code: ShiftCode,
  date: string,
  catalogue: CatalogueIndex,
): PricingRow[] {
  const found: PricingRow[] = [];
  for (const rows of catalogue.values()) {
    const row = itemInForce(rows, date);
    if (
      row &&
      !row.quote &&
      row.registrationGroupNumber === scheduled.registrationGroupNumber &&
      row.supportCategoryNumber === scheduled.supportCategoryNumber &&
      namesBand(row.itemName, code)
    ) {
      found.push(row);
    }
  }
  return found;
}

/**
 * The item a code is billed on for a client on a date (docs/workforce.md "Prices and invoice lines"):
 * a scheduled item naming the band; else an item of a scheduled item's family (same registration
 * group and category) naming the band; none when the client's schedule has banded items but no
 * family has this band (community access at night); the company default when it has none.
 */
export function chooseItem(
  code: ShiftCode,
  date: string,
  schedule: readonly ScheduledItem[],
  catalogue: CatalogueIndex,
): ChosenItem {
  for (const item of schedule) {
    if (namesBand(item.itemName, code)) {
      const row = itemInForce(catalogue.get(item.itemNumber) ?? [], date);
      if (row) {
        return { source: 'schedule', row };
      }
    }
  }
  const banded = schedule.filter((item) => bandCodesOfItemName(item.itemName).length > 0);
  if (banded.length === 0) {
    const row = itemInForce(catalogue.get(DEFAULT_ITEM_OF_CODE[code]) ?? [], date);
    return row ? { source: 'default', row } : { source: 'none', row: null };
  }
  for (const item of banded) {
    // The family is read from the scheduled item's row (any date, the one in force preferred).
    const rows = catalogue.get(item.itemNumber) ?? [];
    const own = itemInForce(rows, date) ?? rows[rows.length - 1];
    if (!own) {
      continue;
    }
    const best = familyCandidates(own, code, date, catalogue)
      .map((row) => ({ row, shared: sharedWords(row.itemName, item.itemName) }))
      .sort((a, b) => b.shared - a.shared || a.row.itemNumber.localeCompare(b.row.itemNumber))[0];
    if (best) {
      return { source: 'family', row: best.row };
    }
  }
  return { source: 'none', row: null };
}
