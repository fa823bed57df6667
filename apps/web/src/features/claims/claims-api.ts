import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

export interface ClaimChoice {
  claimType: string;
  isSelected: boolean;
}

/** GET /Account/get_user_claims → userClaims. */
export interface UserClaims {
  userId?: string;
  email: string;
  fullName: string | null;
  role?: string;
  claims: ClaimChoice[];
}

export const userClaimsKey = (userId: string) => ['user-claims', userId] as const;

/** GET /Account/get_user_claims?userId: every privilege, marked where the user holds it. */
export async function fetchUserClaims(userId: string, signal?: AbortSignal): Promise<UserClaims> {
  const reply = await api.get<{ userClaims: UserClaims }>('/Account/get_user_claims', {
    query: { userId },
    signal,
  });
  return reply.userClaims;
}

/** POST /Account/add_claims_to_user: replaces the user's privileges with the selected ones. */
export function saveUserClaims(userId: string, claims: string[]): Promise<StatusReply> {
  return api.post<StatusReply>('/Account/add_claims_to_user', { userId, claims });
}
