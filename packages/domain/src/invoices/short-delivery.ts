// The office confirms a short delivery at the agreed time (docs/workforce.md "Delivered against agreed").
import { confirmDelivery, type Delivery, deliveredAgainstAgreed } from './delivery.ts';
import { pricingText } from './explain-line.ts';
import { lineAmountCents, lineQuantity } from './invoice-money.ts';
import type { InvoiceLineExplanation } from './invoice-view.ts';

/** The reason's length limit: a sentence or two kept on the line and in the activity log. */
export const SHORT_DELIVERY_REASON_MAX = 500;

/** A line as confirming reads it. */
export interface ShortLine {
  durationTicks: number;
  agreedDurationTicks: number;
  unit: string | null;
  unitPriceCents: number;
  explanation: InvoiceLineExplanation;
}

/** The line's fields once its short delivery is billed at the agreed time, with the reason in its explanation. */
export function confirmShortDeliveryLine(
  line: ShortLine,
  confirmation: { by: string; at: Date; reason: string },
): {
  billedDurationTicks: number;
  amountCents: number;
  quantity: number;
  explanation: InvoiceLineExplanation;
} {
  const before: Delivery =
    line.explanation.delivery ?? deliveredAgainstAgreed(line.durationTicks, line.agreedDurationTicks, 0);
  const delivery = confirmDelivery(before, confirmation);
  const unit = line.unit ?? 'H';
  const billed = delivery.billedTicks;
  const amountCents = lineAmountCents(line.unitPriceCents, billed, unit);
  const quantity = lineQuantity(billed, unit);
  const old = line.explanation;
  return {
    billedDurationTicks: billed,
    amountCents,
    quantity,
    explanation: {
      ...old,
      delivery,
      pricing: {
        ...old.pricing,
        quantity,
        amountCents,
        text: pricingText({
          limitCents: old.item.limitCents,
          groupSize: old.pricing.groupSize,
          unitPriceCents: line.unitPriceCents,
          unit: line.unit,
          agreedDurationTicks: line.agreedDurationTicks,
          billedTicks: billed,
          workedTicks: line.durationTicks,
          amountCents,
        }),
      },
    },
  };
}
