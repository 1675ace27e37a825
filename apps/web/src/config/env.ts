import { z } from 'zod';

/** How the content client treats the bundled copies (ARCHITECTURE "Content service"). */
export const CONTENT_FALLBACK_MODES = ['AUTO', 'ALWAYS', 'NEVER'] as const;
export type ContentFallbackMode = (typeof CONTENT_FALLBACK_MODES)[number];

/** Unset and empty variables mean "use the default": build pipelines often pass empty strings. */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const EnvSchema = z.object({
  VITE_CONTENT_FALLBACK: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : blankAsUndefined(value)),
    z.enum(CONTENT_FALLBACK_MODES).default('AUTO'),
  ),
  /** Origin of our API; empty means the same origin as the page, which is how production is served. */
  VITE_API_BASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default(''),
  ),
  MODE: z.string().default('production'),
});

export type Env = {
  contentFallback: ContentFallbackMode;
  apiBaseUrl: string;
  mode: string;
};

/** Fails loudly on a misconfigured build rather than running with a silently wrong setting. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web app environment: ${problems}`);
  }
  return {
    contentFallback: result.data.VITE_CONTENT_FALLBACK,
    apiBaseUrl: result.data.VITE_API_BASE_URL,
    mode: result.data.MODE,
  };
}

export const env: Env = parseEnv(import.meta.env);
