import { createHash } from 'node:crypto';

/**
 * The Idempotency-Key of a write that changes a record already in the books: its revision and a
 * digest of what is sent. A retry of the same request (a dropped reply) carries the same key and is
 * replayed; a correction carries its own, so the provider neither refuses it ("already used with a
 * different request") nor answers it with the first reply while keeping the old content. The
 * revision keeps a return to earlier content (A, B, then A again) from replaying A's old answer.
 */
export function revisionKey(prefix: string, revision: number, content: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);
  return `${prefix}:r${revision}:${digest}`.replaceAll(' ', '-').slice(0, 128);
}
