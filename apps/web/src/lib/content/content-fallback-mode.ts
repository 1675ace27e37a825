import { z } from 'zod';

/**
 * How content is read (§7): AUTO reads the live store and falls back to the bundled copy when the live
 * call fails; ALWAYS reads only the bundled copy; NEVER reads only the live store.
 */
export const CONTENT_FALLBACK_MODES = ['AUTO', 'ALWAYS', 'NEVER'] as const;
export const ContentFallbackModeSchema = z.enum(CONTENT_FALLBACK_MODES);
export type ContentFallbackMode = z.infer<typeof ContentFallbackModeSchema>;

const FromEnvSchema = z
  .string()
  .trim()
  .toUpperCase()
  .optional()
  .transform((value) => (value ? value : 'AUTO'))
  .pipe(ContentFallbackModeSchema);

/**
 * Reads the build setting VITE_CONTENT_FALLBACK. Unset or empty means AUTO; any other unknown value is
 * a build mistake and stops the app loudly rather than silently reading content another way.
 */
export function parseContentFallbackMode(raw: unknown): ContentFallbackMode {
  const result = FromEnvSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`VITE_CONTENT_FALLBACK must be one of ${CONTENT_FALLBACK_MODES.join(', ')}; got ${String(raw)}`);
  }
  return result.data;
}
