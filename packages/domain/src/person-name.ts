/**
 * A person's full name as every reply carries it (the spec's `fullName`): first, middle and last
 * name in that order, each part kept as written when it has something besides white space, joined
 * by one space. A blank middle name (null, '', '   ') leaves no gap; so does a blank first or last
 * name, where data has one. The server's SQL has the same rule in one place
 * (apps/server/src/db/person-name.ts), for the lists and searches the database builds.
 */
export function fullName(
  first: string | null | undefined,
  middle?: string | null,
  last?: string | null,
): string {
  return [first, middle, last].filter((part): part is string => !!part && part.trim() !== '').join(' ');
}
