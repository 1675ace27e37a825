import type { DatabaseHandle } from '#api/db/client.js';

interface Queryable {
  query: (...args: unknown[]) => unknown;
}

/**
 * Counts the statements sent to the database driver (PGlite or a node-postgres pool) while it is attached,
 * by wrapping the driver's `query`: every drizzle statement, whichever driver, goes through it.
 */
export function countQueries(database: DatabaseHandle): { count(): number; statements(): string[]; detach(): void } {
  // drizzle keeps the driver on `$client`; the Database type, shared by both drivers, does not name it.
  const client = (database.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? first));
    return original.apply(this, args);
  };
  return {
    count: () => seen.length,
    statements: () => [...seen],
    detach: () => {
      client.query = original;
    },
  };
}
