// The front door of the auth module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { endSessions, listClaims } from './auth.repo.ts';
export type { TokenPurpose } from './one-time-tokens.ts';
export {
  issueToken,
  revokeTokens,
  SET_PASSWORD_PURPOSES,
  TOKEN_PURPOSES,
  tokenOwners,
} from './one-time-tokens.ts';
export { hashPassword } from './passwords.ts';
export { RedisSignInThrottle } from './redis-sign-in-throttle.ts';
export { sessionReader } from './session-reader.ts';
export { SignInThrottle } from './sign-in-throttle.ts';
