import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { benefitCodes } from '#api/db/schema.js';

/** The code's validity window; codes are matched case-insensitively because visitors type them. */
export async function findBenefitCode(
  db: Database,
  code: string,
): Promise<{ code: string; validFrom: Date; validUntil: Date } | undefined> {
  const [row] = await db
    .select({ code: benefitCodes.code, validFrom: benefitCodes.validFrom, validUntil: benefitCodes.validUntil })
    .from(benefitCodes)
    .where(sql`upper(${benefitCodes.code}) = upper(${code})`)
    .limit(1);
  return row;
}
