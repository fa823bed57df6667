import { fullName } from '@care/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness.ts';
import { fullNameSql } from './person-name.ts';

/** The SQL twin must name a person exactly as the domain's fullName does, whichever side builds it. */
describe('fullNameSql', () => {
  const cases: [string | null, string | null, string | null][] = [
    ['Mia', 'Rose', 'Nguyen'],
    ['Mia', null, 'Nguyen'],
    ['Mia', '', 'Nguyen'],
    ['Mia', '   ', 'Nguyen'],
    ['Mia', '\t', 'Nguyen'],
    ['Mary Ann', 'de la', "O'Brien-Smith"],
    ['', null, 'Nguyen'],
    ['Mia', null, ' '],
    [' Mia', null, 'Nguyen '],
    [null, null, null],
    ['Zoë', 'É', 'O’Brien "Bob"'],
  ];

  it('equals fullName(first, middle, last) for every shape of name, and without the middle name too', async () => {
    const h = await harness();
    for (const [first, middle, last] of cases) {
      const f = sql`${first}::text`;
      const m = sql`${middle}::text`;
      const l = sql`${last}::text`;
      const result = await h.database.db.execute(
        sql`select ${fullNameSql(f, m, l)} as with_middle, ${fullNameSql(f, null, l)} as without_middle`,
      );
      const [row] = (result as unknown as { rows: { with_middle: string; without_middle: string }[] }).rows;
      expect(row?.with_middle, JSON.stringify([first, middle, last])).toBe(fullName(first, middle, last));
      expect(row?.without_middle, JSON.stringify([first, last])).toBe(fullName(first, null, last));
    }
  });
});
