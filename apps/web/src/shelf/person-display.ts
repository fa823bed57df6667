/** Street, suburb, state and postcode on one line, without repeating a suburb already in the street line. */
export function fullAddress(p: {
  address: string | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
}): string {
  const street = p.address?.trim() ?? '';
  const suburb = p.suburb?.trim() ?? '';
  const region = [p.state?.trim(), p.postcode?.trim()].filter(Boolean).join(' ');
  const parts = [street];
  if (suburb && !street.toLowerCase().includes(suburb.toLowerCase())) {
    parts.push(suburb);
  }
  if (region && !street.includes(region)) {
    parts.push(region);
  }
  return parts.filter(Boolean).join(', ');
}

/** An id shown in a list: 'N/A' when missing (the spec's lists received the text 'null'). */
export function idOrNa(value: string | null | undefined): string {
  return value && value.trim() !== '' && value !== 'null' ? value : 'N/A';
}

const segment = (value: string) => encodeURIComponent(value.trim() || '-');

/** The profile pages the lists link to (spec 2 §2). */
export const profilePaths = {
  administrator: (r: { administratorId: string; firstName: string }) =>
    `/app/user/administrators/${r.administratorId}/${segment(r.firstName)}`,
  staff: (r: { staffId: string; firstName: string }) =>
    `/app/user/staff/${r.staffId}/${segment(r.firstName)}`,
  client: (r: { profileId: string; firstName: string }) =>
    `/app/user/clients/${r.profileId}/${segment(r.firstName)}`,
};

/** The reason a name is red in the staff and client lists (spec 2 §2). */
export const NOT_IN_ACCOUNTING = 'not yet in the accounting system';

/**
 * An Australian number grouped for reading: '0412995036' → '0412 995 036', '0298765432' → '02 9876 5432'.
 * The groups are joined by no-break spaces, so a number never wraps across lines.
 */
export function formatPhone(value: string | null | undefined): string {
  const raw = value?.trim() ?? '';
  const digits = raw.replace(/[^\d+]/g, '');
  const local = digits.startsWith('+61') ? `0${digits.slice(3)}` : digits;
  if (!/^0\d{9}$/.test(local)) {
    return raw;
  }
  const grouped = local.startsWith('04')
    ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`
    : `${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}`;
  const shown = digits.startsWith('+61') ? `+61 ${grouped.slice(1)}` : grouped;
  return shown.replace(/ /g, '\u00A0');
}
