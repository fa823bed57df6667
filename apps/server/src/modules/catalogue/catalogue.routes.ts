import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCatalogueBrowse } from './catalogue-browse.ts';
import { registerCatalogueImport } from './catalogue-import.ts';
import { registerSupportSchedules } from './support-schedules.ts';

/** The NDIS Support Catalogue (import, browse) and the client's support schedule. */
export function catalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCatalogueImport(app, deps);
  registerCatalogueBrowse(app, deps);
  registerSupportSchedules(app, deps);
}
