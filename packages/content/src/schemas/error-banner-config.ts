import { z } from 'zod';
import { DisplayTextSchema } from './vocabulary.js';

/**
 * A banner that replaces the search form's 'Please fill out all required fields to continue' banner,
 * e.g. during an outage. An enabled banner must say something.
 */
export const ErrorBannerConfigSchema = z
  .object({ enabled: z.boolean(), message: DisplayTextSchema.optional() })
  .refine((banner) => !banner.enabled || banner.message !== undefined, {
    path: ['message'],
    message: 'An enabled error banner needs a message.',
  });
export type ErrorBannerConfig = z.infer<typeof ErrorBannerConfigSchema>;
