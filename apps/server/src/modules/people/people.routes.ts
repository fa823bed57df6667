import { type RouteTable, route } from '../../http/route-table.ts';
import { assignClientToCaremanagerRoute, getAllUsersRoute, getCareManagerRoute } from './care-team.ts';
import { addAdministratorRoute, addClientRoute, addStaffRoute } from './create-people.route.ts';
import { EDITS, editPersonRouteOf } from './edit-person.ts';
import { IMPORTS, importRoutesOf } from './import-spreadsheet.ts';
import { inviteClientRoute } from './invite-client.ts';
import { getClientProgressScoreRoute, PERSON_KINDS, personReadRoutesOf } from './person-reads.ts';
import { ACTIONS, statusActionRouteOf } from './status-actions.ts';

/** Administrators, staff and clients: lists, records, the signed-in person's own record, and the write side. */
export const peopleRoutes: RouteTable = [
  ...PERSON_KINDS.flatMap((k) => {
    const reads = personReadRoutesOf(k);
    return [
      route(reads.list, k.permission),
      route(reads.active, k.permission),
      // Everyone signed in may read their own record of the kind, if they have one (404 otherwise).
      route(reads.mine, 'session.use'),
      route(reads.one, k.permission),
    ];
  }),
  route(getClientProgressScoreRoute, 'client.view'),
  // Open to all: a record they reach (list scope, else 404) and may edit (canEditPerson, else 403).
  ...EDITS.map((edit) => route(editPersonRouteOf(edit), 'session.use')),
  ...ACTIONS.map((action) => route(statusActionRouteOf(action), action.permission)),
  route(addAdministratorRoute, 'administrator.add'),
  route(addStaffRoute, 'staff.add'),
  route(addClientRoute, 'client.add'),
  route(inviteClientRoute, 'client.invite', { client: 'params.profileId' }),
  ...IMPORTS.flatMap((imp) => {
    const imports = importRoutesOf(imp);
    return [imports.template, ...imports.uploads].map((spec) => route(spec, imp.permission));
  }),
  route(getCareManagerRoute, 'client.assignCareManager'),
  route(getAllUsersRoute, 'client.assignCareManager'),
  route(assignClientToCaremanagerRoute, 'client.assignCareManager'),
];
