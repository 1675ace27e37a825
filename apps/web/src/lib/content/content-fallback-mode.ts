/**
 * How content is read (§7): AUTO reads the live store and falls back to the bundled copy when the live
 * call fails; ALWAYS reads only the bundled copy; NEVER reads only the live store.
 */
export const CONTENT_FALLBACK_MODES = ['AUTO', 'ALWAYS', 'NEVER'] as const;
export type ContentFallbackMode = (typeof CONTENT_FALLBACK_MODES)[number];

const isContentFallbackMode = (value: string): value is ContentFallbackMode =>
  (CONTENT_FALLBACK_MODES as readonly string[]).includes(value);

/**
 * Reads the build setting VITE_CONTENT_FALLBACK, in any letter case. Unset or empty means AUTO; any other
 * unknown value is a build mistake and stops the app loudly rather than silently reading content another way.
 */
export function parseContentFallbackMode(raw: unknown): ContentFallbackMode {
  const mode = raw === undefined ? 'AUTO' : typeof raw === 'string' ? raw.trim().toUpperCase() || 'AUTO' : '';
  if (isContentFallbackMode(mode)) return mode;
  throw new Error(`VITE_CONTENT_FALLBACK must be one of ${CONTENT_FALLBACK_MODES.join(', ')}; got ${String(raw)}`);
}
