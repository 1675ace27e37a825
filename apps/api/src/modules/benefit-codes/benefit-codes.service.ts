import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { findBenefitCode } from './benefit-codes.repository.js';

/**
 * A code is valid when it exists and today falls inside its validity window. An unknown code and an
 * expired one get the same answer, so the answer never tells a guesser that a code once existed.
 */
export async function validateBenefitCode(
  context: { db: Database; clock: Clock },
  typed: string,
): Promise<{ isValid: boolean; benefitCode: string }> {
  const benefitCode = typed.trim().toUpperCase();
  const found = await findBenefitCode(context.db, benefitCode);
  const now = context.clock.now().getTime();
  const isValid = found !== undefined && found.validFrom.getTime() <= now && now <= found.validUntil.getTime();
  return { isValid, benefitCode };
}
