import { type RouteTable, route } from '../../http/route-table.ts';
import { filesFileRoute } from './files-endpoints.ts';
import { uploadTestRoute } from './upload-test.ts';

export const fileRoutes: RouteTable = [
  // The upload test stores a file of the caller's own and reaches no record: open to every signed-in user.
  route(uploadTestRoute, 'session.use'),
  // A stored file: open to whoever reaches a record it belongs to (its owner rule, file-access.ts).
  route(filesFileRoute, 'session.use'),
];
