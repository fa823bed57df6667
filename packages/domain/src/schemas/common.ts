import { z } from 'zod';

/** The reply of every mutation (docs/architecture.md, API conventions). */
export const statusReply = z.object({ status: z.string(), message: z.string() });
export type StatusReply = z.infer<typeof statusReply>;

/** The body of every error reply: a message, an optional title and per-field messages for bad input. */
export const errorReply = z.object({
  status: z.literal('Error'),
  title: z.string().optional(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** The audit columns every tenant record surfaces. */
export const auditFields = {
  dateCreated: z.string(),
  dateModified: z.string().nullable(),
  userCreated: z.string().nullable(),
  userModified: z.string().nullable(),
};
