import { defineContent } from '../registry.js';
import type { ErrorBannerConfig } from '../schemas/error-banner-config.js';

export const errorBannerConfig = defineContent<ErrorBannerConfig>(
  { schema: 'error-banner-config', version: '1.0.0', dir: 'toggles', name: 'error-banner' },
  () => import('../schemas/error-banner-config.js').then((module) => module.ErrorBannerConfigSchema),
  { enabled: false },
  ['es'],
);
