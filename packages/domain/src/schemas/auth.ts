import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/** POST /Account/login body. */
export const loginRequest = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .email('Enter a valid email address'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  uid: z.string(),
  role: z.string(),
  companyId: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const claimValue = z.object({ value: z.string() });

/** POST /Account/login reply. */
export const loginReply = z.object({
  token: z.string(),
  user: sessionUser,
  claims: z.array(claimValue),
});
export type LoginReply = z.infer<typeof loginReply>;

/** GET /Account/me reply: the signed-in user and their current claims. */
export const meReply = z.object({ user: sessionUser, claims: z.array(claimValue) });
export type MeReply = z.infer<typeof meReply>;

/** POST /Account/change_password body (spec 3 §7.6, §5). */
export const changePasswordRequest = z
  .object({
    email: z.string().trim().min(1, MESSAGES.inputEmpty),
    oldPassword: z.string().min(1, MESSAGES.inputEmpty),
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
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
