export { authorize, notAllowed } from './staff-authorization.js';
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
