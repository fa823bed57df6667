import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The company's work settings, time periods and public holidays (WORKFORCE.md). */
export function workSettingsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
