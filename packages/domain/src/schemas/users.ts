import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { phone, requiredEmail, requiredText } from './form-fields.ts';

const MARKED = 'Marked Fields must be filled';

/** Letters (any script), spaces, apostrophes and hyphens: what a person's name keeps (spec 2 §5). */
const name = requiredText(MARKED, 100).refine((v) => /^[\p{L}][\p{L}' -]*$/u.test(v), 'Use letters only');

/** POST /Account/add_user (spec 2 §3, §5). */
export const newUser = z
  .object({
    firstName: name,
    lastName: name,
    email: requiredEmail(MARKED),
    phoneNumber: phone(MARKED),
    role: z.enum(ROLES, { error: MARKED }),
    password: z
      .string({ error: MARKED })
      .min(1, MARKED)
      .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`),
    confirmPassword: z.string({ error: MARKED }).min(1, MARKED),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });
export type NewUser = z.infer<typeof newUser>;

/** POST /Account/user_edit/{id}. */
export const userEdit = z.object({
  firstName: name,
  lastName: name,
  phoneNumber: phone(MARKED),
  role: z.enum(ROLES, { error: MARKED }),
});
export type UserEdit = z.infer<typeof userEdit>;

/** POST /Account/create_role (spec 2 §5: 'Enter a Role Name'). */
export const newRole = z.object({
  companyId: z.string().optional(),
  role: requiredText('Enter a Role Name', 60),
});

/** POST /Account/add_claims_to_user. */
export const claimsGrant = z.object({
  userId: z.uuid('userId must be a UUID'),
  claims: z.array(z.string()),
});

/** Setting a password through a one-time link (invitation or reset). */
export const setPasswordRequest = z
  .object({
    token: z.string().min(10, 'This link is not valid'),
    password: z
      .string()
      .min(1, MESSAGES.inputEmpty)
      .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`),
    confirmPassword: z.string().min(1, MESSAGES.inputEmpty),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });
export type SetPasswordRequest = z.infer<typeof setPasswordRequest>;
