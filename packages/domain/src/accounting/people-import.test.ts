import { describe, expect, it } from 'vitest';
import { type BooksPerson, type LocalPerson, planImport, IMPORT_REASONS as R } from './people-import.ts';

const book = (externalId: string, firstName: string, lastName: string, email?: string): BooksPerson => ({
  externalId,
  firstName,
  lastName,
  email,
});
const ours = (
  id: string,
  firstName: string,
  surName: string,
  email: string | null,
  linkedId: string | null = null,
) => ({ id, firstName, surName, email, linkedId }) satisfies LocalPerson;

const outcome = (p: ReturnType<typeof planImport>) => p.rows.map((r) => [r.outcome, r.localId, r.reason]);

describe('planImport', () => {
  it('matches by e-mail in any case before the name, and by name when the e-mail differs', () => {
    const plan = planImport(
      [book('x1', 'Ann', 'Lee', 'ANN@Example.com'), book('x2', ' Bob ', 'Stone', 'bob@other.com')],
      [ours('a', 'Annie', 'Lee-Smith', 'ann@example.com'), ours('b', 'bob', 'STONE', 'bob@example.com')],
    );
    expect(outcome(plan)).toEqual([
      ['Match', 'a', R.byEmail],
      ['Match', 'b', R.byName],
    ]);
    expect(plan).toMatchObject({ add: 0, match: 2, skip: 0 });
  });

  it('matches a participant with no e-mail by name (issue 40 item 5: e-mail is optional)', () => {
    const plan = planImport([book('x1', 'Ann', 'Lee', 'ann@example.com')], [ours('a', 'Ann', 'Lee', null)]);
    expect(outcome(plan)).toEqual([['Match', 'a', R.byName]]);
  });

  it('adds a new person with a valid e-mail, once per e-mail', () => {
    const plan = planImport(
      [
        book('x1', 'Cy', 'Young', 'cy@example.com'),
        book('x2', 'Cyrus', 'Young', 'CY@example.com'),
        book('x3', 'Di', 'Ho', 'not-an-email'),
      ],
      [],
    );
    expect(outcome(plan)).toEqual([
      ['Add', null, R.add],
      ['Skip', null, R.duplicateEmail],
      ['Skip', null, R.badEmail],
    ]);
  });

  it('skips the already linked, the nameless, the e-mail-less unknown and an ambiguous name', () => {
    const plan = planImport(
      [
        book('x1', 'Ann', 'Lee', 'ann@example.com'),
        book('x2', '', 'Nobody', 'n@example.com'),
        book('x3', 'Eve', 'Moss'),
        book('x4', 'Sam', 'Tran', 'sam@xero.example'),
      ],
      [
        ours('a', 'Ann', 'Lee', 'ann@example.com', 'x1'),
        ours('s1', 'Sam', 'Tran', 's1@example.com'),
        ours('s2', 'Sam', 'Tran', 's2@example.com'),
      ],
    );
    expect(outcome(plan)).toEqual([
      ['Skip', 'a', R.linked],
      ['Skip', null, R.noName],
      ['Skip', null, R.noEmail],
      ['Skip', null, R.sameName],
    ]);
  });

  it('does not relink a record linked to another Xero record, nor match one record twice', () => {
    const plan = planImport(
      [
        book('x9', 'Ann', 'Lee', 'ann@example.com'),
        book('x1', 'Bo', 'Hill', 'bo@example.com'),
        book('x2', 'Bo', 'Hill', 'bo2@example.com'),
      ],
      [ours('a', 'Ann', 'Lee', 'ann@example.com', 'x0'), ours('b', 'Bo', 'Hill', 'bo@example.com')],
    );
    expect(outcome(plan)).toEqual([
      ['Skip', 'a', R.linkedElsewhere],
      ['Match', 'b', R.byEmail],
      ['Skip', 'b', R.taken],
    ]);
  });
});
