import type { ErrorBannerConfig } from '../objects/error-banner-config.js';
import type { BundledContent } from '../registry.js';

/** The error banner toggle, bundled without zod for the first screen. */
export const errorBannerConfigCopy: BundledContent<ErrorBannerConfig> = {
  schema: 'error-banner-config',
  version: '1.0.0',
  dir: 'toggles',
  name: 'error-banner',
  data: { enabled: false },
  loadZod: () => import('../objects/error-banner-config.js').then((module) => module.ErrorBannerConfigSchema),
};
