import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerChangePassword } from './change-password.ts';
import { registerLogin } from './login.ts';
import { registerMe } from './me.ts';
import { registerOneTimeLinks } from './set-password.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLogin(app, deps);
  registerMe(app, deps);
  registerChangePassword(app, deps);
  registerOneTimeLinks(app, deps);
}
