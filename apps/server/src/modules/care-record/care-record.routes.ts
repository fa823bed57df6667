import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerDailyActivities } from './daily-activities.ts';
import { registerDailyLivingAndAids } from './daily-living-aids.ts';
import { registerExpenditures } from './expenditures.ts';
import { registerRepresentatives } from './representatives.ts';

/** The client's daily activities, daily living, aids, expenditure and representatives (spec 2 §7). */
export function careRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerDailyActivities(app, deps);
  registerDailyLivingAndAids(app, deps);
  registerExpenditures(app, deps);
  registerRepresentatives(app, deps);
}
