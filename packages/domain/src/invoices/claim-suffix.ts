// The 2026-27 suffixed items (docs/workforce.md "What may be billed", docs/reference/NDIS.md).
import { itemInForce } from '../catalogue/pricing.ts';
import type { CatalogueIndex, PricingRow } from './invoice-lines.ts';

/** From this date a claim type is written as an item-number suffix when the catalogue has the item. */
export const SUFFIX_RULE_FROM = '2026-07-01';

/** The bulk upload's claim types and the suffix that replaces each from 1 July 2026. */
export const CLAIM_TYPE_SUFFIXES = {
  CANC: '_CA',
  TRAN: '_PT',
  NF2F: '_NF',
  REPW: '_RR',
  THLT: '_TH',
} as const;
export type SuffixedClaimType = keyof typeof CLAIM_TYPE_SUFFIXES;

export interface ClaimItem {
  /** The row claimed: the suffixed item, or the base item. */
  row: PricingRow;
  /** Blank when the suffix says it; else the claim type as before. */
  claimType: SuffixedClaimType | null;
  suffixed: boolean;
  text: string;
}

/**
 * The item and claim type of a support of a claim type on a date: on or after 1 July 2026 the
 * suffixed item (`<base>_CA`…) with a blank claim type when the catalogue in force on the date has
 * it; otherwise the base item with the claim type, as before 1 July 2026.
 */
export function claimItemFor(
  base: PricingRow,
  claimType: SuffixedClaimType,
  date: string,
  catalogue: CatalogueIndex,
): ClaimItem {
  const suffix = CLAIM_TYPE_SUFFIXES[claimType];
  const suffixedNumber = `${base.itemNumber}${suffix}`;
  if (date < SUFFIX_RULE_FROM) {
    return {
      row: base,
      claimType,
      suffixed: false,
      text: `Claimed on ${base.itemNumber} with claim type ${claimType}: supports before 1 July 2026 keep the claim-type column`,
    };
  }
  const suffixed = itemInForce(catalogue.get(suffixedNumber) ?? [], date);
  if (suffixed) {
    return {
      row: suffixed,
      claimType: null,
      suffixed: true,
      text: `Claimed on the suffixed item ${suffixedNumber} with a blank claim type: from 1 July 2026 the pricing schedule names ${claimType} as the ${suffix} suffix, and ${suffixed.catalogueName} has it`,
    };
  }
  return {
    row: base,
    claimType,
    suffixed: false,
    text: `Claimed on ${base.itemNumber} with claim type ${claimType}: the catalogue in force on ${date} has no ${suffixedNumber}`,
  };
}
