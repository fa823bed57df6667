import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A person's full name in SQL: the twin of the domain's `fullName(first, middle, last)`
 * (packages/domain/src/person-name.ts), for the lists, sorts and searches the database builds. The
 * domain function is the rule for code that has the name parts in hand; this is the one SQL form of
 * it, so a name reads the same whichever side built it (json-list.int.test.ts holds the two equal).
 */
type Part = AnyColumn | SQL;

/** A name part `fullName()` keeps: one with something besides white space. */
const namePart = (part: Part) => sql`case when ${part} ~ '[^[:space:]]' then ${part} end`;

/**
 * First, middle and last name joined by one space, blank parts left out ('' when all are blank).
 * `middle` null: a name shown without the middle name (as some lists do), like `fullName(first, null, last)`.
 */
export const fullNameSql = (first: Part, middle: Part | null, last: Part): SQL<string> =>
  middle === null
    ? sql<string>`concat_ws(' ', ${namePart(first)}, ${namePart(last)})`
    : sql<string>`concat_ws(' ', ${namePart(first)}, ${namePart(middle)}, ${namePart(last)})`;

/** The full name of a row of a people table (administrators, staffs, profiles). */
export const personNameSql = (t: {
  firstName: AnyColumn;
  middleName: AnyColumn;
  surName: AnyColumn;
}): SQL<string> => fullNameSql(t.firstName, t.middleName, t.surName);
