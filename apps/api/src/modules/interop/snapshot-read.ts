import type { Database } from '#api/db/client.js';

class GaveUp extends Error {}

/** Chunks a producer may run ahead of its reader: enough to overlap a query with the writing of the last batch. */
const AHEAD = 2;

/**
 * Runs `body` inside one read-only REPEATABLE READ transaction and hands its chunks on as they come, at most a
 * couple ahead of the reader: every query of a long read sees the same snapshot, so what a file's first lines
 * and its ETag were computed from is what its last lines see too. Giving up on the returned generator (return,
 * or a failure downstream) rolls the transaction back. With `consistent` false (the embedded database, one
 * connection that a transaction would hold for the whole read) the body runs as it is.
 */
export async function* snapshotRead(
  db: Database,
  consistent: boolean,
  body: (db: Database) => AsyncIterable<string>,
): AsyncGenerator<string, void, undefined> {
  if (!consistent) {
    yield* body(db);
    return;
  }
  const chunks: string[] = [];
  let finished = false;
  let failure: { error: unknown } | null = null;
  let gaveUp = false;
  // Who waits for whom: the reader for a chunk, the writer for room.
  const waiting: { reader: (() => void) | null; writer: (() => void) | null } = { reader: null, writer: null };
  const wake = (side: 'reader' | 'writer') => {
    waiting[side]?.();
    waiting[side] = null;
  };
  const writer = db
    .transaction(
      async (tx) => {
        for await (const chunk of body(tx)) {
          if (gaveUp) throw new GaveUp();
          chunks.push(chunk);
          wake('reader');
          while (chunks.length >= AHEAD && !gaveUp) await new Promise<void>((resolve) => (waiting.writer = resolve));
          if (gaveUp) throw new GaveUp();
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .then(
      () => {
        finished = true;
        wake('reader');
      },
      (error: unknown) => {
        if (!(error instanceof GaveUp)) failure = { error };
        finished = true;
        wake('reader');
      },
    );
  try {
    for (;;) {
      const chunk = chunks.shift();
      if (chunk !== undefined) {
        wake('writer');
        yield chunk;
        continue;
      }
      if (failure) throw (failure as { error: unknown }).error;
      if (finished) return;
      await new Promise<void>((resolve) => (waiting.reader = resolve));
    }
  } finally {
    gaveUp = true;
    wake('writer');
    await writer;
  }
}
