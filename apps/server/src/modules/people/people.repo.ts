import { type PersonKind, personScope, type Reader, type RecordGrant } from '@care/domain';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonArray, jsonFields } from '../../db/json-list.ts';
import { personNameSql } from '../../db/person-name.ts';
import { prepared } from '../../db/prepared.ts';
import { administrators, profiles, staffs } from '../../db/schema/index.ts';
import { fullName } from './people.queries.ts';
import { supportBounds, visiblePeople } from './record-scope.repo.ts';

// Explicit columns: everything the spec lists for the entity, with the id under the spec's name.
const { id: adminId, ...adminColumns } = getTableColumns(administrators);
const { id: staffId, ...staffColumns } = getTableColumns(staffs);
const { id: profileId, ...profileColumns } = getTableColumns(profiles);

export interface PeopleFilter {
  companyId: string;
  /** Who reads: only the records their scope lets them see (`personScope` in the domain). */
  reader: NonNullable<Reader>;
  isActive?: boolean;
  id?: string;
  /** One person by e-mail, in any case. */
  email?: string;
}

/** The filter's shape names the prepared statement; its values are the placeholders. */
function shapeOf(f: PeopleFilter, grants: readonly RecordGrant[]): string {
  const one = f.id ? 'one' : f.email ? 'email' : 'many';
  return `${f.isActive === undefined ? 'any' : f.isActive}_${grants.join('+') || 'none'}_${one}`;
}

/** The where clause of a people list: the company, the reader's scope, then each filter the shape has. */
function whereOf(
  kind: PersonKind,
  table: typeof administrators | typeof staffs | typeof profiles,
  f: PeopleFilter,
  grants: readonly RecordGrant[],
): SQL | undefined {
  const where: SQL[] = [
    eq(table.companyId, sql.placeholder('companyId')),
    visiblePeople(kind, grants, sql.placeholder('uid'), {
      from: sql.placeholder('supportFrom'),
      to: sql.placeholder('supportTo'),
    }),
  ];
  if (f.isActive !== undefined) {
    where.push(eq(table.isActive, f.isActive));
  }
  if (f.id) {
    where.push(eq(table.id, sql.placeholder('id')));
  }
  if (f.email) {
    where.push(sql`lower(${table.email}) = lower(${sql.placeholder('email')})`);
  }
  return and(...where);
}

/** The support window of the request (a staff member's clients); none without the request's instant. */
const supportValues = (f: PeopleFilter) => {
  const w = f.reader.asOf ? supportBounds(f.reader.asOf) : null;
  return {
    supportFrom: w ? (w.from as Date).toISOString() : null,
    supportTo: w ? (w.to as Date).toISOString() : null,
  };
};

const values = (f: PeopleFilter) => ({
  companyId: f.companyId,
  uid: f.reader.uid,
  ...supportValues(f),
  id: f.id ?? null,
  email: f.email ?? null,
});

export async function listAdministrators(db: Queryable, f: PeopleFilter) {
  const grants = personScope(f.reader, 'administrator');
  const name = `list_administrators_${shapeOf(f, grants)}`;
  const query = prepared(db, name, (d, statement) =>
    d
      .select({ administratorId: adminId, ...adminColumns })
      .from(administrators)
      .where(whereOf('administrator', administrators, f, grants))
      .orderBy(asc(administrators.firstName), asc(administrators.surName))
      .prepare(statement),
  );
  const rows = await query.execute(values(f));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

export async function listStaffs(db: Queryable, f: PeopleFilter) {
  const grants = personScope(f.reader, 'staff');
  const name = `list_staffs_${shapeOf(f, grants)}`;
  const query = prepared(db, name, (d, statement) =>
    d
      .select({ staffId, ...staffColumns })
      .from(staffs)
      .where(whereOf('staff', staffs, f, grants))
      .orderBy(asc(staffs.firstName), asc(staffs.surName))
      .prepare(statement),
  );
  const rows = await query.execute(values(f));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

export async function listProfiles(db: Queryable, f: PeopleFilter) {
  const grants = personScope(f.reader, 'client');
  const name = `list_profiles_${shapeOf(f, grants)}`;
  const query = prepared(db, name, (d, statement) =>
    d
      .select({ profileId, ...profileColumns })
      .from(profiles)
      .where(whereOf('client', profiles, f, grants))
      .orderBy(asc(profiles.firstName), asc(profiles.surName))
      .prepare(statement),
  );
  const rows = await query.execute(values(f));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

const jsonListName = (kind: PersonKind, f: PeopleFilter, grants: readonly RecordGrant[]) =>
  `json_${kind}_${shapeOf(f, grants)}`;

/** What makes two people lists the same reply: the list's shape, the company and who reads it. */
export function peopleListKey(kind: PersonKind, f: PeopleFilter): string {
  const name = jsonListName(kind, f, personScope(f.reader, kind));
  return `${name}:${f.companyId}:${f.reader.uid}:${f.id ?? ''}:${f.email ?? ''}`;
}

const TABLES = {
  administrator: { table: administrators, idKey: 'administratorId' },
  staff: { table: staffs, idKey: 'staffId' },
  client: { table: profiles, idKey: 'profileId' },
} as const;

/**
 * A people list as the JSON text the list routes send: the same rows, fields and order as the
 * list functions above with `fullName`, built by the database in one value (the hot list path;
 * `json-list.int.test.ts` holds the two equal).
 */
export async function listPeopleJson(db: Queryable, kind: PersonKind, f: PeopleFilter): Promise<string> {
  const { table, idKey } = TABLES[kind];
  const grants = personScope(f.reader, kind);
  const name = jsonListName(kind, f, grants);
  const query = prepared(db, name, (d, statement) => {
    const { id, ...columns } = getTableColumns(table);
    const fullName = personNameSql(table);
    const rows = d
      .select(jsonFields({ [idKey]: id, ...columns, fullName }))
      .from(table)
      .where(whereOf(kind, table, f, grants))
      .as('rows');
    return d
      .select({ list: jsonArray('rows', ['firstName', 'surName']) })
      .from(rows)
      .prepare(statement);
  });
  const [row] = await query.execute(values(f));
  return row?.list ?? '[]';
}
