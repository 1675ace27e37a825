/**
 * What went wrong, in the domain's terms; the error handler at the edge (plugins/error-handler.ts) gives each
 * kind its HTTP status, so modules never speak HTTP.
 */
export type DomainErrorKind =
  /** The request breaks a rule (400). */
  | 'invalid'
  /** Nothing answers to what the request names (404). */
  | 'not-found'
  /** What the request needs is no longer so: a seat taken, an appointment already canceled (409). */
  | 'conflict'
  /** An Idempotency-Key sent again with another request (422). */
  | 'key-reused'
  /** A limit on the client or the patient is reached (429). */
  | 'limit-reached'
  /** The signed-in staff member's roles do not allow it here (403). */
  | 'forbidden'
  /** Nobody was signed in: a passkey or a challenge did not check out (401). */
  | 'unauthenticated';

/** A refusal a module raises on purpose: its code, message and field reach the client as they are. */
export class DomainError extends Error {
  readonly field: string | undefined;
  /** Sent as Retry-After: when a refused client may try again. */
  readonly retryAfterSeconds: number | undefined;
  /** Counts the client acts on (how many booked visits a change touches), sent beside the message. */
  readonly meta: Record<string, number> | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    details: { field?: string; retryAfterSeconds?: number; meta?: Record<string, number> } = {},
  ) {
    super(message);
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.meta = details.meta;
  }
}
