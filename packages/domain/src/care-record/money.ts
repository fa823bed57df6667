import { CARE_RECORD_MESSAGES as M } from './lists.ts';

/** The largest amount an expenditure field takes, in cents ($999,999.99). */
export const MAX_AMOUNT_CENTS = 99_999_999;

export type AmountResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * A money amount typed as text ('12', '12.5', '$1,234.50') read as integer cents: empty gives the
 * field's required message, anything but a non-negative decimal 'Must be a number' (spec 2 §5).
 */
export function parseAmountCents(
  text: string | null | undefined,
  requiredMessage: string,
  maxCents: number = MAX_AMOUNT_CENTS,
): AmountResult {
  const raw = (text ?? '').trim();
  if (raw === '' || raw === 'null' || raw === 'undefined') {
    return { ok: false, message: requiredMessage };
  }
  const plain = raw.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(plain)) {
    return { ok: false, message: M.mustBeNumber };
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  if (fraction.length > 2) {
    return { ok: false, message: M.tooManyDecimals };
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > maxCents) {
    return {
      ok: false,
      message: maxCents === MAX_AMOUNT_CENTS ? M.tooLarge : `Enter an amount up to ${formatCents(maxCents)}`,
    };
  }
  return { ok: true, cents };
}

/** Cents as the text an amount field is edited in: 1250 → '12.50'. */
export const centsToInput = (cents: number): string => (cents / 100).toFixed(2);

/** Cents as dollars for display: 123450 → '$1,234.50'. */
export const formatCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
