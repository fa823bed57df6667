/** The shift codes of a split (spec 3 §3 "Shift codes"; docs/workforce.md "Time bands and shift codes"). */
export const SHIFT_CODES = ['M', 'E', 'EX', 'SA', 'SAN', 'SU', 'SUN', 'PH', 'N'] as const;
export type ShiftCode = (typeof SHIFT_CODES)[number];

/** Each code's name as the screens show it. */
export const SHIFT_CODE_NAMES: Record<ShiftCode, string> = {
  M: 'Normal',
  E: 'Evening',
  EX: 'Active Night',
  SA: 'Saturday',
  SAN: 'Saturday Night',
  SU: 'Sunday',
  SUN: 'Sunday Night',
  PH: 'Public Holiday',
  N: 'Sleepover',
};

/** A code's name; an unknown code is displayed as-is (spec 3 §3). */
export function shiftCodeName(code: string): string {
  // Own keys only: 'toString' is no code.
  return Object.hasOwn(SHIFT_CODE_NAMES, code)
    ? ((SHIFT_CODE_NAMES as Record<string, string>)[code] ?? code)
    : code;
}
