// The front door of the users module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { assertMayManage } from './account-guards.ts';
export { correctSignIn } from './correct-sign-in.ts';
export { createSignIn, EMAIL_IN_USE, mailInvitation } from './create-sign-in.ts';
export {
  adminEmails,
  careManagers,
  confirmEmail,
  deleteUser,
  emailInUse,
  endSessions,
  findUser,
  setPasswordFromLink,
  setUserActive,
  signInSeats,
  updatePassword,
  usersOfRoles,
} from './users.repo.ts';
