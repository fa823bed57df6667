// Which items a line may be billed at (docs/workforce.md "What may be billed": at the office's prices).

import { allowedDaysForItem } from '../catalogue/schedule.ts';
import { daysText } from '../days.ts';
import { bandCodesOfItemName } from './item-bands.ts';
import { dayName } from './line-draft.ts';

/** The unit a line's band is claimed in: a sleepover once (E), every other band by the hour. */
export const unitOfBand = (code: string): string => (code === 'N' ? 'E' : 'H');

/**
 * Why an item does not fit a line, or null when it does: the item's name must allow the line's day
 * (the schedule's allowed-days rule), name the line's band when it names bands, and be claimed in
 * the band's unit. A Sunday daily item never prices a Friday 3-hour line.
 */
export function itemMisfit(
  item: { itemNumber: string; itemName: string; unit: string },
  line: { date: string; shiftCode: string },
): string | null {
  const day = dayName(line.date);
  const allowed = allowedDaysForItem(item.itemName) as string[];
  if (!allowed.includes(day)) {
    return `${item.itemNumber} is for ${daysText(allowed)}, not a ${day}`;
  }
  const bands = bandCodesOfItemName(item.itemName) as string[];
  if (bands.length > 0 && !bands.includes(line.shiftCode)) {
    return `${item.itemNumber} names another band than the line’s (${line.shiftCode})`;
  }
  const unit = unitOfBand(line.shiftCode);
  if (item.unit !== unit) {
    return `${item.itemNumber} is claimed per ${item.unit}, the line per ${unit === 'H' ? 'hour (H)' : 'night (E)'}`;
  }
  return null;
}

/**
 * itemMisfit remembered per item, date and band for one request: a month's thousands of lines share
 * a few dozen of them, so the pre-flight reads each item's name once per day and band.
 */
export function itemMisfitCache(): typeof itemMisfit {
  const seen = new Map<string, string | null>();
  return (item, line) => {
    const key = `${item.itemNumber}\u0000${item.itemName}\u0000${item.unit}\u0000${line.date}\u0000${line.shiftCode}`;
    let misfit = seen.get(key);
    if (misfit === undefined) {
      misfit = itemMisfit(item, line);
      seen.set(key, misfit);
    }
    return misfit;
  };
}
