import { claimsInForce, type LoginReply, loginRequest, MESSAGES } from '@care/domain';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import { publicRouteSpec } from '../../http/route.ts';
import { findUserByEmail, listClaims } from './auth.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

// Verified against when the e-mail is unknown, so a miss takes as long as a wrong password.
const decoyHash = hashPassword('decoy-password-never-matches');

/** POST /Account/login: checks the password, throttles failures, and issues the bearer token. */
export const loginRoute = publicRouteSpec({
  method: 'POST',
  url: '/Account/login',
  summary: 'Sign in with e-mail and password',
  tags: ['Account'],
  body: loginRequest,
  activity: 'Signed in',
  async handler({ deps, body, db, req, now, recordActivity }): Promise<LoginReply> {
    const { throttle, tokens } = deps;
    // Reserved before the slow check: parallel tries past the limit are refused, not checked.
    const attempt = await throttle.begin(body.email, req.ip);
    if (!attempt) {
      throw tooManyRequests(MESSAGES.tooManySignIns);
    }
    let user: Awaited<ReturnType<typeof findUserByEmail>>;
    let passwordOk: boolean;
    try {
      user = await findUserByEmail(db, body.email);
      passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
    } catch (error) {
      // No password was judged (the database out of reach, answered 503): this is not a failure.
      attempt.release();
      throw error;
    }
    if (!user || !passwordOk) {
      // The reservation stays: it is this failure.
      throw new AppError(
        401,
        MESSAGES.invalidCredentials,
        { password: MESSAGES.invalidCredentials },
        'Sign-in failed',
      );
    }
    attempt.release();
    if (!user.isActive) {
      throw new AppError(
        401,
        'This account is inactive. Please contact your administrator.',
        undefined,
        'Sign-in failed',
      );
    }
    throttle.recordSuccess(body.email, req.ip);
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    recordActivity('Signed in', { companyId: user.companyId, userId: user.id, user: fullName });
    const token = await tokens.sign(
      { uid: user.id, role: user.role, companyId: user.companyId, sv: user.sessionVersion },
      now,
    );
    const claims = claimsInForce(user.role, await listClaims(db, user.companyId, user.id));
    return {
      token,
      user: { uid: user.id, role: user.role, companyId: user.companyId, fullName, email: user.email },
      claims: claims.map((value) => ({ value })),
    };
  },
});
