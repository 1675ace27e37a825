/** PostgreSQL's "try again" answers: a deadlock victim or a serialization failure did nothing and may rerun. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function sqlState(error: unknown): string | undefined {
  // drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause.
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs a whole transaction again when PostgreSQL rolled it back as a deadlock victim. Claims take cells in
 * time order, so deadlocks are not expected; this keeps a rare one from surfacing as a 500.
 */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = sqlState(error);
      if (!code || !RETRYABLE_CODES.has(code) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
