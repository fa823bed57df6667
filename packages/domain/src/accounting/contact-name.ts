/** Xero's limit on a contact's name. */
const NAME_MAX = 255;

/**
 * The contact name to send when another active contact in the books already has the participant's
 * name (names are unique there; docs/reference/XERO.md §2.2): the name with the NDIS number in
 * brackets, else with the start of our number, within the books' 255 characters.
 */
export function distinctContactName(
  name: string,
  ndisNumber: string | null | undefined,
  ourNumber: string,
): string {
  const ndis = ndisNumber?.trim();
  const suffix = ` (${ndis ? `NDIS ${ndis}` : ourNumber.trim().slice(0, 8)})`;
  return `${name.trim().slice(0, NAME_MAX - suffix.length)}${suffix}`;
}
