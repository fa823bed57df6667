import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';

/**
 * Sends `n` requests at once. On PostgreSQL they run concurrently through the pool; on PGlite
 * (one connection) the write transactions run one after another, so the same test passes there.
 */
export function atOnce(n: number, send: (i: number) => Promise<Response>): Promise<Response[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
}

/**
 * Exactly one reply succeeded; every other was refused with 409 (a unique index or a lock said no)
 * or 400 (the pre-check saw the winner), with the given message. Returns the winner.
 */
export function expectOneWinner(replies: Response[], message: string): Response {
  const winners = replies.filter((r) => r.statusCode === 200);
  expect(winners, replies.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
  for (const loser of replies.filter((r) => r.statusCode !== 200)) {
    expect([400, 409], loser.body).toContain(loser.statusCode);
    expect(loser.json()).toMatchObject({ status: 'Error', message });
  }
  return winners[0] as Response;
}
