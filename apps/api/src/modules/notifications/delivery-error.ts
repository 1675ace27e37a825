/**
 * What a failure says about sending again (decision 038):
 * - `recipient`: this message's address or number is refused for good (a mailbox that does not exist, a number
 *   that cannot take texts); the message is dead, and the next one may well go through.
 * - `configuration`: our side is refused (credentials, TLS, a sender or endpoint the provider does not know); every
 *   message of the channel fails alike until an operator fixes it, so none dies of it, and the channel is alerted.
 * - `transient`: the service is busy or away (4xx SMTP replies, 429 and 5xx answers, timeouts, dropped connections);
 *   tried again later.
 */
export type FailureKind = 'recipient' | 'configuration' | 'transient';

/**
 * A failed delivery, described by a code only: a provider's error message may echo the address it refused, and
 * codes are what the outbox row and the logs keep.
 */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly kind: FailureKind,
  ) {
    super(`Delivery failed: ${code}`);
    this.name = 'DeliveryError';
  }
}
