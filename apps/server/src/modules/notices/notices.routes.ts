import { type RouteTable, route } from '../../http/route-table.ts';
import { dismissNoticeRoute, mineNoticeRoute } from './notices-endpoints.ts';

/** The signed-in user's dashboard notices: each user reads and dismisses only their own. */
export const noticeRoutes: RouteTable = [
  route(mineNoticeRoute, 'notice.own'),
  route(dismissNoticeRoute, 'notice.own'),
];
