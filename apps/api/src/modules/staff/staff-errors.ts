import { DomainError } from '#api/domain-error.js';

/** Why a sign-in, registration or verification failed: logged and audited as this code alone. */
export type CeremonyFailure =
  | 'challenge'
  | 'malformed'
  | 'unknown-passkey'
  | 'revoked-passkey'
  | 'member-removed'
  | 'not-own-passkey'
  | 'user-verification'
  | 'origin'
  | 'counter'
  | 'signature'
  | 'verification'
  | 'invite-unknown'
  | 'invite-used'
  | 'invite-expired'
  | 'email-taken'
  | 'passkey-exists';

/** A refused ceremony: the client's answer, and the code the log and the trail keep. */
export class CeremonyRefused extends DomainError {
  constructor(
    readonly reason: CeremonyFailure,
    error: DomainError,
  ) {
    super(error.kind, error.code, error.message);
  }
}

export const challengeSpent = () =>
  new DomainError(
    'unauthenticated',
    'STAFF_CHALLENGE_EXPIRED',
    'This passkey request has expired or was already used. Please try again.',
  );

export const passkeyRefused = () =>
  new DomainError(
    'unauthenticated',
    'STAFF_PASSKEY_REFUSED',
    'Your passkey was not accepted. Try again, or ask an administrator for a new invite if it was removed.',
  );

export const inviteUnknown = () =>
  new DomainError('not-found', 'STAFF_INVITE_UNKNOWN', 'This invite link is not valid. Check the link you were sent.');
export const inviteUsed = () =>
  new DomainError(
    'not-found',
    'STAFF_INVITE_USED',
    'This invite has already been used. Ask your administrator for a new one if you need another passkey.',
  );
export const inviteExpired = () =>
  new DomainError(
    'not-found',
    'STAFF_INVITE_EXPIRED',
    'This invite has expired (invites last 72 hours). Ask your administrator for a new one.',
  );
export const inviteWithdrawn = () =>
  new DomainError('not-found', 'STAFF_INVITE_WITHDRAWN', 'This invite was withdrawn. Ask your administrator.');

export const emailTaken = () =>
  new DomainError(
    'conflict',
    'STAFF_EMAIL_TAKEN',
    'Someone on the staff already has this email. To replace their passkey, send them a renewal invite.',
    { field: 'email' },
  );
export const passkeyTaken = () =>
  new DomainError('conflict', 'STAFF_PASSKEY_EXISTS', 'This passkey is already registered.');

export const passkeyNotFound = () =>
  new DomainError('not-found', 'STAFF_PASSKEY_NOT_FOUND', 'No passkey of yours has this id.');
export const lastPasskey = () =>
  new DomainError(
    'conflict',
    'STAFF_LAST_PASSKEY',
    'This is your only passkey: without it you could not sign in again. Add another passkey first.',
  );

export const memberNotFound = () =>
  new DomainError('not-found', 'STAFF_MEMBER_NOT_FOUND', 'No staff member you manage has this id.');
export const memberRemoved = () =>
  new DomainError('conflict', 'STAFF_MEMBER_REMOVED', 'This person has been removed from the staff.');
export const memberOutOfScope = () =>
  new DomainError(
    'forbidden',
    'STAFF_MEMBER_OUT_OF_SCOPE',
    'This person also has roles outside the clinics you manage. Ask a chain administrator.',
  );
export const notSelf = () =>
  new DomainError(
    'forbidden',
    'STAFF_NOT_SELF',
    'You cannot change your own roles or remove yourself. Ask another administrator.',
  );
export const verifyAgain = () =>
  new DomainError('forbidden', 'STAFF_VERIFY_AGAIN', 'Confirm it is you with your passkey, then try again.');
export const grantsRequired = () =>
  new DomainError('invalid', 'STAFF_GRANTS_REQUIRED', 'Give the new member at least one role.', { field: 'grants' });
export const renewalWithGrants = () =>
  new DomainError('invalid', 'STAFF_RENEWAL_GRANTS', 'A renewal keeps the person’s roles: send no grants.', {
    field: 'grants',
  });
