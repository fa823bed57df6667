import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { readTogether } from './read-together.ts';

/** A read that says when it starts and waits to be let go. */
function gate(name: string, log: string[]) {
  let release = (): void => {};
  const done = new Promise<string>((resolve) => {
    release = () => resolve(name);
  });
  return {
    read: () => {
      log.push(`start ${name}`);
      return done;
    },
    release,
  };
}

describe('readTogether', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  it('starts every read at once on the database, and answers them in order', async () => {
    const log: string[] = [];
    const a = gate('a', log);
    const b = gate('b', log);
    const both = readTogether(database.db, [a.read, b.read]);
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    b.release();
    a.release();
    expect(await both).toEqual(['a', 'b']);
  });

  it('starts a read only once the one before it ended, in a transaction', async () => {
    const log: string[] = [];
    const a = gate('a', log);
    const b = gate('b', log);
    const answered = await database.db.transaction(async (tx) => {
      const both = readTogether(tx, [a.read, b.read]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(log).toEqual(['start a']);
      a.release();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(log).toEqual(['start a', 'start b']);
      b.release();
      return both;
    });
    expect(answered).toEqual(['a', 'b']);
  });
});
