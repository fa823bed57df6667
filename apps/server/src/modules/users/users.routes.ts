import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerManageUsers } from './manage-users.ts';
import { registerUserLinks } from './user-links.ts';

export function userRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerManageUsers(app, deps);
  registerUserLinks(app, deps);
}
