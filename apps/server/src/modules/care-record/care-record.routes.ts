import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The client's daily activities, daily living, aids, expenditure and representatives (spec 2 §7). */
export function careRecordRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
