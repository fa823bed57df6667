import { type RouteTable, route } from '../../http/route-table.ts';
import {
  inboxRoute,
  readMessageRoute,
  recipientsRoute,
  sendMessageRoute,
  sentRoute,
  unreadRoute,
} from './messages-endpoints.ts';

/** Messages between users of one company (spec 1 §1, §7.5): each user reads only their own. */
export const messageRoutes: RouteTable = [
  route(inboxRoute, 'message.own'),
  route(sentRoute, 'message.own'),
  route(recipientsRoute, 'message.own'),
  route(unreadRoute, 'message.own'),
  route(sendMessageRoute, 'message.own'),
  route(readMessageRoute, 'message.own'),
];
