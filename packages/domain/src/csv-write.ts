// Writing CSV files (RFC 4180), shared by every file the product makes (claim files, pay lines,
// Support at Home claims): a field is quoted only when it holds a comma, quote or line break.

/** A field as RFC 4180 writes it: quoted (quotes doubled) only when it holds a comma, quote or line break. */
export const csvField = (field: string): string =>
  /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;

/** The rows (the header first) as CSV text, CRLF line ends. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}
