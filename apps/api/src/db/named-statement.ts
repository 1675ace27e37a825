import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Runs raw SQL as a named prepared statement, in the caller's transaction when `db` is one. PostgreSQL then
 * parses and plans it once per connection instead of on every booking; the embedded database ignores the
 * name. Each name must always carry the same SQL text (lists go in as one array parameter).
 * drizzle's raw `execute` has no name option, so this goes through the session it exposes to its drivers.
 */
export function executeNamed(db: Database, name: string, query: SQL): Promise<unknown> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
