// The front door of the subscriptions module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { assertRoomForRoleChange, assertUserRoom } from './user-limit.ts';
