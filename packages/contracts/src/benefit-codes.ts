import { z } from 'zod';

export const BENEFIT_CODE_MAX_LENGTH = 40;

/** Stricter than the global limit: the code space is small enough that unlimited tries could guess codes. */
export const BENEFIT_CODE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const BenefitCodeQuerySchema = z.object({
  /** Codes are letters, digits, '-' and '_'; compared case-insensitively. */
  'filter.benefitCode': z
    .string()
    .trim()
    .min(1, 'You must enter a benefit code.')
    .max(BENEFIT_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'Input must be valid.'),
});
export type BenefitCodeQuery = z.infer<typeof BenefitCodeQuerySchema>;

export const BenefitCodeResponseSchema = z.object({
  data: z.object({
    validation: z.object({
      isValid: z.boolean(),
      /** The code as checked: trimmed and upper-cased. */
      benefitCode: z.string(),
    }),
  }),
});
export type BenefitCodeResponse = z.infer<typeof BenefitCodeResponseSchema>;
