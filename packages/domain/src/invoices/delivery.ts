// Delivered against agreed (docs/workforce.md "What may be billed"): what a line bills of its band's time.
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { hoursText } from './hours.ts';

/**
 * agreed: worked within the tolerance of agreed (or over it): the agreed time is billed.
 * short: worked short of agreed beyond the tolerance: the worked time is billed, to the minute.
 * confirmed: a short delivery the office confirmed at the agreed time, with a reason.
 */
export const DELIVERY_KINDS = ['agreed', 'over', 'short', 'confirmed'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export interface Delivery {
  kind: DeliveryKind;
  workedTicks: number;
  agreedTicks: number;
  /** The time the line bills: agreed, or worked to the whole minute for a short delivery. */
  billedTicks: number;
  /** Whole minutes worked short of agreed (0 when none). */
  shortMinutes: number;
  /** The confirmation of a short delivery (who, when, why); null until confirmed. */
  confirmed: { by: string; at: string; reason: string } | null;
  text: string;
}

/**
 * The time a line bills from its band's worked and agreed time and the company's tolerance (whole
 * minutes, 0 allowed): within it (short by at most the tolerance) or over agreed, the agreed time;
 * beyond it the worked time rounded down to the minute (a claim never bills an unworked part).
 */
export function deliveredAgainstAgreed(
  workedTicks: number,
  agreedTicks: number,
  toleranceMinutes: number,
): Delivery {
  const shortTicks = Math.max(0, agreedTicks - workedTicks);
  const shortMinutes = Math.floor(shortTicks / TICKS_PER_MINUTE);
  const base = { workedTicks, agreedTicks, shortMinutes, confirmed: null };
  if (workedTicks > agreedTicks) {
    return {
      ...base,
      kind: 'over',
      billedTicks: agreedTicks,
      text: `Worked ${hoursText(workedTicks)}, beyond the agreed ${hoursText(agreedTicks)}: the agreed time is billed`,
    };
  }
  if (shortTicks <= Math.max(0, toleranceMinutes) * TICKS_PER_MINUTE) {
    return {
      ...base,
      kind: 'agreed',
      billedTicks: agreedTicks,
      text:
        shortTicks === 0
          ? `Worked the agreed ${hoursText(agreedTicks)}`
          : `Worked ${hoursText(workedTicks)} of the agreed ${hoursText(agreedTicks)}, within the ${toleranceMinutes}-minute tolerance: the agreed time is billed`,
    };
  }
  const billedTicks = Math.floor(workedTicks / TICKS_PER_MINUTE) * TICKS_PER_MINUTE;
  return {
    ...base,
    kind: 'short',
    billedTicks,
    text: `Short delivery: worked ${hoursText(workedTicks)} of the agreed ${hoursText(agreedTicks)} (${shortMinutes} minutes short, beyond the ${toleranceMinutes}-minute tolerance): the worked time is billed until the office confirms the agreed time`,
  };
}

/** A short delivery confirmed by the office at the agreed time; the reason is kept on the line. */
export function confirmDelivery(
  delivery: Delivery,
  confirmation: { by: string; at: Date; reason: string },
): Delivery {
  return {
    ...delivery,
    kind: 'confirmed',
    billedTicks: delivery.agreedTicks,
    confirmed: { by: confirmation.by, at: confirmation.at.toISOString(), reason: confirmation.reason },
    text: `Short delivery (worked ${hoursText(delivery.workedTicks)} of the agreed ${hoursText(delivery.agreedTicks)}) confirmed at the agreed time by ${confirmation.by}: ${confirmation.reason}`,
  };
}

/** The delivery of a line that bills no worked time (a short-notice cancellation): the agreed time. */
export const agreedOnly = (agreedTicks: number): Delivery => ({
  kind: 'agreed',
  workedTicks: 0,
  agreedTicks,
  billedTicks: agreedTicks,
  shortMinutes: 0,
  confirmed: null,
  text: 'A short-notice cancellation bills the agreed time',
});
