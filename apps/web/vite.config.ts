import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderRouteShells } from './vite-plugins/prerender-route-shells';

/**
 * What the first screen (the search form) needs besides its route module ships as one chunk with React: the
 * UI kit parts and zod-free lib modules it renders (the ones biome.json keeps free of zod) and the bundled
 * content it falls back on. Left alone, the bundler splits them by which routes share them into a dozen
 * chunks of a few hundred bytes, and the first screen pays a request and a compression window for each.
 * The rest of the kit is a chunk of its own, for the pages after it.
 */
const firstScreenKit = [
  /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](alert|button|date-input|error-summary|field|field-error|labelled-field|modal|select|spinner|text-input)\./,
  /apps[\\/]web[\\/]src[\\/]components[\\/]page[\\/](page-heading|use-document-title)\./,
  /apps[\\/]web[\\/]src[\\/]config[\\/]paths\./,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](analytics[\\/](analytics|constraint-errors|use-alert-analytics|use-form-analytics)|api|browser[\\/]class-names|catalog[\\/](benefit-code-validation|licensure-states-query|services-query)|content|dates[\\/]us-date|lazy-schema|scheduler-store|search)/,
  /packages[\\/]content[\\/]src[\\/]objects[\\/](flow-config|scheduler-config)\./,
  /packages[\\/]domain[\\/]src[\\/]us-states\./,
  /node_modules[\\/]react[\\/]/,
];
const uiKit = /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]/;
/**
 * Vite's helper for dynamic imports, which the entry needs to start the app: a chunk of its own keeps the entry
 * from importing (and fetching before the first paint) whichever big chunk the bundler would put it in.
 */
const preloadHelper = /vite[\\/]preload-helper/;

const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');

const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
// Only '/health' itself is the API's health check: '/health/clinic/...' are pages of this app (§2).
const apiPrefixes = [
  '/appointment-management',
  '/content',
  '/atlas',
  '/tlc/api',
  '/analytics',
  '/brand-logos',
  '^/health(\\?.*)?$',
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), prerenderRouteShells()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // The package's exports name its development build whatever the mode; the production build is the same code
      // with its development warnings switched off, which the minifier then drops.
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // The manifest lets the bundle-size benchmark find exactly what the first screen loads.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would only add to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: preloadHelper },
            { name: 'shared-kit', test: (id) => firstScreenKit.some((module) => module.test(id)) },
            { name: 'ui-kit', test: uiKit },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/]/ },
            { name: 'content-vocabulary', test: /packages[\\/]content[\\/]src[\\/](schemas[\\/])?vocabulary\./ },
            // Only the schemas: the patient's rules and consent texts they import stay with the pages that use them.
            // Taken along, they made those pages import this chunk, and evaluate every schema in it in the same long
            // task as the page, though the schemas are needed only once the form's content has arrived.
            {
              name: 'patient-form-schemas',
              test: /packages[\\/]content[\\/]src[\\/]schemas[\\/]patient-form[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
}));
