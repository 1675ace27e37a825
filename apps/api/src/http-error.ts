/** An error a service raises on purpose: its status and message are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Sent as Retry-After: when a refused client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
