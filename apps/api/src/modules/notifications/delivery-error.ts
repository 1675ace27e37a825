/**
 * A failed delivery, described by a code only: a provider's error message may echo the address it refused, and
 * codes are what the outbox row and the logs keep. A permanent failure (the address is refused for good) is not
 * tried again.
 */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly permanent: boolean,
  ) {
    super(`Delivery failed: ${code}`);
    this.name = 'DeliveryError';
  }
}
