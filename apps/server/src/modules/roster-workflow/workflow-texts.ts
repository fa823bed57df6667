import { dayjs, type ShiftRosterView } from '@care/domain';

/** A shift's local time as the messages say it: "Monday 23 November 2026, 9:00 AM to 1:00 PM". */
export function shiftWhen(shift: Pick<ShiftRosterView, 'dateFrom' | 'dateTo'>, zone: string): string {
  const from = dayjs(shift.dateFrom).tz(zone);
  const to = dayjs(shift.dateTo).tz(zone);
  const end =
    to.format('YYYY-MM-DD') === from.format('YYYY-MM-DD')
      ? to.format('h:mm A')
      : to.format('dddd D MMMM YYYY, h:mm A');
  return `${from.format('dddd D MMMM YYYY, h:mm A')} to ${end}`;
}

/** "shift of Monday … with Jo Client" (or "… (no client)"). */
export function shiftWords(
  shift: Pick<ShiftRosterView, 'dateFrom' | 'dateTo' | 'clients'>,
  zone: string,
): string {
  return `shift of ${shiftWhen(shift, zone)}${shift.clients ? ` with ${shift.clients}` : ''}`;
}

/** The replies and the news of the workflow, in one place. */
export const WORKFLOW_TEXTS = {
  requested: 'Your cancellation request was sent. The office will let you know.',
  approved: 'The cancellation was approved.',
  rejected: 'The cancellation request was rejected; the shift stays as rostered.',
  clientCancelled: (short: boolean) =>
    short ? 'The client’s shift was cancelled (short notice).' : 'The client’s shift was cancelled.',
  reassigned: (name: string) => `The shift was reassigned to ${name}.`,
  openRequested: 'Your request was sent. The office will let you know.',
  alreadyRequested: 'You have already asked for this shift',
  openApproved: (name: string) => `The shift is now ${name}’s.`,
  openDeclined: 'The request was declined.',
  news: {
    cancellationApproved: (what: string) => `Your request to cancel your ${what} was approved.`,
    cancellationRejected: (what: string) =>
      `Your request to cancel your ${what} was not approved: the shift stays yours.`,
    clientCancelled: (what: string) => `The client cancelled the ${what}: you are no longer needed for it.`,
    reassigned: (what: string) => `You have been rostered on the ${what}.`,
    openApproved: (what: string) => `You have the open ${what} you asked for.`,
    openDeclined: (what: string) => `Your request for the open ${what} was declined.`,
  },
} as const;
