import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Column types whose JSON from PostgreSQL reads exactly as the driver's value would after
 * `JSON.stringify`. Instants are formatted as `Date.prototype.toJSON` writes them. Any other type
 * throws when the list is built, so a new column cannot change a reply without a decision.
 */
const AS_JSON: Record<string, (column: Column) => SQL> = {
  PgUUID: (c) => sql`${c}`,
  PgText: (c) => sql`${c}`,
  PgBoolean: (c) => sql`${c}`,
  PgInteger: (c) => sql`${c}`,
  PgDoublePrecision: (c) => sql`${c}`,
  PgTimestamp: (c) => sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** One output field of a JSON list: a table column, or an expression already in its JSON form. */
export type JsonField = Column | SQL;

/** The fields of a list's rows, named as the reply names them, each as its JSON value. */
export function jsonFields(fields: Record<string, JsonField>): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if ('columnType' in field) {
        const asJson = AS_JSON[field.columnType];
        if (!asJson) {
          throw new Error(`json-list: no JSON form for ${field.columnType} (${key})`);
        }
        return [key, asJson(field).as(key)];
      }
      return [key, field.as(key)];
    }),
  );
}

/**
 * The rows of `alias` (a subquery of `jsonFields`) as one JSON array text, built by the database,
 * ordered by the named fields. A long list then crosses from the database as one value and goes
 * out as it came, instead of being decoded, mapped and serialised row by row and cell by cell.
 */
export function jsonArray(alias: string, orderBy: readonly string[]): SQL<string> {
  const rows = sql.identifier(alias);
  const order = sql.join(
    orderBy.map((key) => sql`${rows}.${sql.identifier(key)}`),
    sql`, `,
  );
  // row_to_json writes no spaces, so the text is the one JSON.stringify would write of the rows.
  return sql<string>`'[' || coalesce(string_agg(row_to_json(${rows})::text, ',' order by ${order}), '') || ']'`;
}
