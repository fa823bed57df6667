import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerPlaceLookup } from './place-lookup.ts';
import { registerSupportNeeds } from './support-needs.ts';

/** The client's disability, health, community and behaviour support needs, and the address lookup (spec 2 §7). */
export function careNeedsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerSupportNeeds(app, deps);
  registerPlaceLookup(app, deps);
}
