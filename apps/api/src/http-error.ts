/**
 * A refusal raised at the edge itself (a plugin), where the status is already HTTP's; modules raise DomainError
 * instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
