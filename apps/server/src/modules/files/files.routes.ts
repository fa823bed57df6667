import { type RouteTable, route } from '../../http/route-table.ts';
import { filesFileRoute } from './files-endpoints.ts';
import { uploadTestRoute } from './upload-test.ts';

export const fileRoutes: RouteTable = [
  route(uploadTestRoute, 'session.use'),
  route(filesFileRoute, 'session.use'),
];
