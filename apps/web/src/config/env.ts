import { type ContentFallbackMode, parseContentFallbackMode } from '@/lib/content/content-fallback-mode';

export type Env = {
  contentFallback: ContentFallbackMode;
  apiBaseUrl: string;
  mode: string;
};

/** Unset and empty variables mean "use the default": build pipelines often pass empty strings. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** Origin of our API without trailing slashes; blank means the page's own origin, as production is served. */
function parseApiBaseUrl(raw: unknown): string {
  if (isBlank(raw)) return '';
  const url = typeof raw === 'string' ? raw.trim() : '';
  if (!isHttpUrl(url)) throw new Error(`VITE_API_BASE_URL must be an http or https URL; got ${String(raw)}`);
  return url.replace(/\/+$/, '');
}

/**
 * Fails loudly on a misconfigured build rather than running with a silently wrong setting. Plain checks
 * rather than zod: every page loads this, and the first screen loads no validation library (its budget).
 */
export function parseEnv(source: Record<string, unknown>): Env {
  try {
    const fallback = source.VITE_CONTENT_FALLBACK;
    return {
      contentFallback: parseContentFallbackMode(isBlank(fallback) ? undefined : fallback),
      apiBaseUrl: parseApiBaseUrl(source.VITE_API_BASE_URL),
      mode: typeof source.MODE === 'string' ? source.MODE : 'production',
    };
  } catch (error) {
    throw new Error(`Invalid web app environment: ${(error as Error).message}`, { cause: error });
  }
}

export const env: Env = parseEnv(import.meta.env);
