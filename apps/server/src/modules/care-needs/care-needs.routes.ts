import { type RouteTable, route } from '../../http/route-table.ts';
import { NEEDS_KINDS } from './needs-kinds.ts';
import { placeDetailsRoute, placeSuggestRoute } from './place-lookup.ts';
import { needsRoutesOf } from './support-needs.ts';

/** The client's disability, health, community and behaviour support needs, and the address lookup (spec 2 §7). */
export const careNeedsRoutes: RouteTable = [
  ...NEEDS_KINDS.flatMap((def) => {
    const needs = needsRoutesOf(def);
    return [
      route(needs.list, 'clientRecord.view', { client: 'query.clientId' }),
      route(needs.one, 'clientRecord.view'),
      route(needs.add, 'clientRecord.add', { client: 'body.profileId' }),
      route(needs.edit, 'clientRecord.edit'),
    ];
  }),
  // The address lookup reaches no record: open to everyone signed in who fills a profile dialog.
  route(placeSuggestRoute, 'session.use'),
  route(placeDetailsRoute, 'session.use'),
];
