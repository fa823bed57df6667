/** /app/shift/roster: the admin shift roster (spec 3 §2.1). Built by the roster work of issue 12. */
export function RosterPage() {
  return null;
}
