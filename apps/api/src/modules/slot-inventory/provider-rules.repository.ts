import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { rowsOf } from '#api/db/sql-values.js';

/**
 * Holds the provider's row, until the claim's transaction ends, against a directory import, and says whether its
 * rules are still those the claim was planned under. FOR KEY SHARE: claims at one provider never wait on one
 * another (nor on the version their own commit moves), only on an import, which takes the row FOR UPDATE and
 * moves its rules version (decision 050). A claim under way when an import starts is waited for and counted by
 * it; one that starts later waits for the import and, its rules having moved, is refused.
 */
export async function lockProviderRules(db: Database, providerId: string, rulesVersion: string): Promise<boolean> {
  const result = await executeNamed(
    db,
    'lock_provider_rules',
    sql`select 1 from providers where id = ${providerId} and rules_version = ${rulesVersion}::bigint for key share`,
  );
  return rowsOf(result).length > 0;
}
