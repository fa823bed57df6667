import type { PayResult } from '../pay/pay-types.ts';
import { MONTHLY_BLOCK, type PayBlock, problemBlocks } from './pay-blocks.ts';
import { type PayPeriodPay, payLineView } from './pay-lines-view.ts';

/**
 * A worker's period from the engine's result (null: the company's calendar cannot be priced) and the
 * blocks found beside it (attendances not approved or still open).
 */
export function periodPay(p: {
  fromDate: string;
  toDate: string;
  result: PayResult | null;
  blocks: readonly PayBlock[];
  attendanceCount: number;
}): PayPeriodPay {
  const pricing = p.result ? problemBlocks(p.result.problems) : [MONTHLY_BLOCK];
  const blocks = [...pricing, ...p.blocks];
  const priced = p.result?.status === 'priced';
  return {
    fromDate: p.fromDate,
    toDate: p.toDate,
    status: !priced ? 'blocked' : blocks.length > 0 ? 'waiting' : 'ready',
    approved: false,
    approvedAt: null,
    approvedBy: null,
    lines: priced && p.result ? p.result.lines.map(payLineView) : [],
    totalCents: priced && p.result ? p.result.totalCents : 0,
    blocks,
    warnings: p.result?.warnings ?? [],
    attendanceCount: p.attendanceCount,
  };
}

/**
 * The status that keeps an attendance from being approved, from its splits' statuses (spec 3 §4.4):
 * null when every split is Approved; an attendance without splits reads Pending.
 */
export function unapprovedStatus(splitStatuses: readonly (string | null)[]): string | null {
  if (splitStatuses.length === 0) {
    return 'Pending';
  }
  const other = splitStatuses.find((s) => s !== 'Approved');
  return other === undefined ? null : (other ?? 'Pending');
}
