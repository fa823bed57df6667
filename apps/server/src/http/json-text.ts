import type { FastifyReply } from 'fastify';

/** A reply whose JSON the database already wrote (`db/json-list.ts`): sent as it is, not serialised again. */
export function jsonText(reply: FastifyReply, text: string): string {
  reply.type('application/json; charset=utf-8');
  return text;
}
