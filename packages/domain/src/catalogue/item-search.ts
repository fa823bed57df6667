/**
 * The item number a search names, when it is the start of one (digits, an underscore, more digits and
 * underscores: '01_011', '01_011_0107'): such a search lists the items whose number starts with it,
 * not every number that holds it ('01_201_0115_1_1' holds '01_011'). Digits alone ('0107', a
 * registration group) and any other text search number and name anywhere. Issue 40 item 12.
 */
export function itemNumberPrefix(search: string | undefined): string | null {
  const text = search?.trim() ?? '';
  return /^\d+_[\d_]*$/.test(text) ? text : null;
}
