export { bannerView } from './banner-view.js';
export { brandLogoVersion } from './brand-logos.repository.js';
export { currentBrandLogo } from './brand-logos.service.js';
