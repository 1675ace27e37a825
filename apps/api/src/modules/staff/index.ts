export { listClinicStaff } from './clinic-staff.service.js';
export { type CommandInvite, inviteFromCommand } from './command-invite.js';
export { grantPlaces, namedGrant } from './grant-places.repository.js';
export { inviteInfo, registrationOptions } from './invites.service.js';
export { ownPasskeys, renameOwnPasskey, revokeOwnPasskey } from './passkeys.service.js';
export {
  invitePerson,
  listPeople,
  managerOf,
  removePerson,
  replaceGrants,
  revokeMemberPasskey,
} from './people.service.js';
export { registerPasskey } from './registration.service.js';
export { sessionView } from './session-view.js';
export { signIn, signInOptions } from './sign-in.service.js';
export { signOut } from './sign-out.service.js';
export { authorize, notAllowed } from './staff-authorization.js';
export type { StaffContext } from './staff-context.js';
export { CeremonyRefused, verifyAgain } from './staff-errors.js';
export {
  allowingRole,
  type ClinicScope,
  grantCovers,
  mayEver,
  ROLE_ACTIONS,
  STAFF_ACTIONS,
  type StaffAction,
  type StaffGrant,
} from './staff-policy.js';
export {
  FRESH_VERIFICATION_MS,
  STAFF_CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
  type StaffPrincipal,
  sessionTag,
  tokenHash,
} from './staff-principal.js';
export { principalOf, startSession } from './staff-session.js';
export { endSession, markVerified } from './staff-sessions.repository.js';
export { verificationOptions, verifyPresence } from './verification.service.js';
