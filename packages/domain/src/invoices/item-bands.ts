import type { ShiftCode } from '../attendance/shift-codes.ts';
import type { CatalogueIndex, ChosenItem, ScheduledItem } from './invoice-lines.ts';

/** The company default item of each code (WORKFORCE.md table: the self-care 0107 items). */
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

/** The codes an item's name covers ('… - Weekday Daytime' → ['M']; Saturday → ['SA', 'SAN']); [] when it names no band. */
export function bandCodesOfItemName(_itemName: string): ShiftCode[] {
  throw new Error('D1 implements');
}

/**
 * The item a code is billed on for a client on a date (WORKFORCE.md "Prices and invoice lines"):
 * a scheduled item naming the band; else an item of a scheduled item's family (same registration
 * group and category) naming the band; none when the client's schedule has banded items but no
 * family has this band (community access at night); the company default when it has none.
 */
export function chooseItem(
  _code: ShiftCode,
  _date: string,
  _schedule: readonly ScheduledItem[],
  _catalogue: CatalogueIndex,
): ChosenItem {
  throw new Error('D1 implements');
}
