import { ROSTER_LIMITS } from './roster-lists.ts';

/**
 * A client's cancellation: the notice given is the time from when the client told the provider to
 * the shift's start (never negative: a no-show or a late call has none). Less than 7 days is a
 * short-notice cancellation that the provider may bill (docs/reference/NDIS.md, support-worker items).
 */
export function cancellationNotice(
  toldAt: Date,
  shiftStart: Date,
): { noticeMinutes: number; isShortNotice: boolean } {
  const noticeMinutes = Math.max(0, Math.floor((shiftStart.getTime() - toldAt.getTime()) / 60_000));
  return { noticeMinutes, isShortNotice: noticeMinutes < ROSTER_LIMITS.shortNoticeDays * 24 * 60 };
}
