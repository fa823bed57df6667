import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerPublicHolidayRoutes } from './public-holidays.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

/** The company's work settings, time periods and public holidays (docs/workforce.md). */
export function workSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerSettingsRoutes(app, deps);
  registerPublicHolidayRoutes(app, deps);
}
