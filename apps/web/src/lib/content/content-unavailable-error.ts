/** Why the live content store could not give a usable answer. */
export type ContentFailureReason = 'network' | 'status' | 'invalid';

/**
 * The live content store gave no usable answer. With mode NEVER it reaches the caller; with AUTO it is
 * handed to onFallback and the bundled copy is used instead.
 */
export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
  /** The HTTP status of a non-2xx answer. */
  readonly status: number | undefined;

  constructor(
    /** The content address or document that failed, e.g. "scheduler-config/1.0.0/scheduler/config". */
    readonly key: string,
    readonly reason: ContentFailureReason,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(describeFailure(key, reason, options.status), { cause: options.cause });
    this.status = options.status;
  }
}

function describeFailure(key: string, reason: ContentFailureReason, status: number | undefined): string {
  if (reason === 'network') return `Content ${key} could not be fetched.`;
  if (reason === 'status') return `Content ${key} answered with status ${status}.`;
  return `Content ${key} did not match its schema.`;
}
