import type { Action } from '@care/domain';
import type { RecordSource } from '../../http/record-rules.ts';
import { type RouteTable, route } from '../../http/route-table.ts';
import { staffOptionsRoute } from './expenditures.ts';
import { recordRoutesOf } from './record-kind.route.ts';
import type { RecordKind, RecordWrite } from './record-kind.ts';
import { CARE_RECORD_KINDS } from './record-kinds.ts';

/** Who may write a kind: representatives (and so the portal's Assistances) have one action of their own. */
const writer = (kind: RecordKind, write: RecordWrite): Action =>
  kind.table === 'representatives' ? 'representative.manage' : `clientRecord.${write}`;

/** The client's daily activities, daily living, aids, expenditure and representatives (spec 2 §7). */
export const careRecordRoutes: RouteTable = [
  ...CARE_RECORD_KINDS.flatMap((kind) => {
    const routes = recordRoutesOf(kind);
    const reaches = (source: RecordSource) => ({ [kind.whose]: source });
    return [
      route(routes.list, 'clientRecord.view', reaches('query.clientId')),
      route(routes.one, 'clientRecord.view'),
      route(routes.add, writer(kind, 'add'), reaches(`body.${kind.personField}`)),
      route(routes.edit, writer(kind, 'edit')),
      route(routes.remove, writer(kind, 'delete')),
    ];
  }),
  route(staffOptionsRoute, 'clientRecord.add'),
];
