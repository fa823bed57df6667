import { mayGiveRole, ROLES } from '@care/domain';
import { roleLabel } from '../../ui/role-label.ts';

/** What the Users form keeps as the user types (spec 2 §5). Phone: digits only (a leading + stays). */
export function keepPhone(value: string): string {
  return value.replace(/(?!^\+)[^\d]/g, '');
}

/** Names: letters only (any script), with the spaces, apostrophes and hyphens names carry. */
export function keepLetters(value: string): string {
  return value.replace(/[^\p{L}' -]/gu, '');
}

/** Other fields: letters, digits and common symbols; anything else (control characters, emoji) is dropped. */
export function keepCommon(value: string): string {
  return value.replace(/[^\p{L}\p{N} @._+\-'!#$%&*=?^`{|}~/()]/gu, '');
}

/** The roles a user may give: none above their own (the server refuses others). */
export function assignableRoles(myRole: string): { value: string; label: string }[] {
  return ROLES.filter((r) => mayGiveRole(myRole, r)).map((r) => ({
    value: r,
    label: roleLabel(r),
  }));
}
