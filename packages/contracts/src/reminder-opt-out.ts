import { z } from 'zod';
import { LanguageSchema } from './language.js';

/**
 * The signature in a reminder's opt-out link, base64url of 32 bytes: a random token kept with the reminder (links
 * sent before decision 039 carry an HMAC of the appointment id instead).
 */
export const ReminderOptOutQuerySchema = z.object({
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Input must be valid.'),
  /** The reminder's language, which its page speaks; links sent before it was added are English. */
  language: LanguageSchema.optional(),
});
export type ReminderOptOutQuery = z.infer<typeof ReminderOptOutQuerySchema>;

/** A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click`; the page's button posts nothing. */
export const ReminderOptOutBodySchema = z
  .looseObject({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullish();
