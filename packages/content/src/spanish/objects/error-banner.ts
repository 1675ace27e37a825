import type { ErrorBannerConfig } from '../../schemas/error-banner-config.js';

/**
 * The search form's banner in Spanish. An editor who turns the English one on writes the Spanish variant's message
 * in the content store; a copy made from the English has no words to say it with, so it stays off and Spanish
 * visitors read the catalog's own banner rather than an English one.
 */
export const errorBannerInSpanish = (original: ErrorBannerConfig): ErrorBannerConfig =>
  original.enabled ? { enabled: false } : original;
