/** What a worker needs on site (issue 26): where, whom to call, the care notes, the last handover. */
export interface OnSiteClient {
  profileId: string;
  fullName: string;
  phoneNumber: string | null;
  /** The address as one line ('' when none is recorded). */
  address: string;
  /** A link that opens the phone's maps app at the client's position or address; null without either. */
  mapUrl: string | null;
  emergencyContact: { name: string; relationship: string | null; phoneNumber: string | null } | null;
  careNotes: CareNote[];
}

export const CARE_NOTE_KINDS = [
  'Health support',
  'Behaviour support',
  'Mealtime needs',
  'Communication',
] as const;
export type CareNoteKind = (typeof CARE_NOTE_KINDS)[number];

export interface CareNote {
  kind: CareNoteKind;
  text: string;
}

export interface ShiftOnSiteView {
  shiftRosterId: string;
  clients: OnSiteClient[];
  activities: string[];
  /** The last progress note written for the shift's clients before this shift: the handover. */
  handover: { date: string; staffName: string; clientName: string; text: string } | null;
}

/**
 * The maps link of an address: Google Maps' universal search URL, which the phone opens in its maps
 * app (Android, and iOS with Google Maps; otherwise the browser's map). The position when known,
 * as it is exact; else the address typed.
 */
export function mapUrlOf(address: string, latitude: number | null, longitude: number | null): string | null {
  const located = latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0);
  const query = located ? `${latitude},${longitude}` : address.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** One line of an address: the parts that are filled, in order, each once. */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  return parts
    .map((p) => p?.trim() ?? '')
    .filter((p) => p !== '' && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
    .join(', ');
}

/** A note line from labelled answers, skipping the empty and the plain "No". */
export function careNoteText(answers: readonly [string, string | null | undefined][]): string {
  return answers
    .map(([label, value]) => [label, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '' && value.toLowerCase() !== 'no')
    .map(([label, value]) => (label ? `${label}: ${value}` : value))
    .join(' · ');
}

/** Whether a daily-living activity is about meals (the mealtime needs worth reading on site). */
export const isMealtimeActivity = (activities: string) => /meal|eat|drink|food|swallow/i.test(activities);
