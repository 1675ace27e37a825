import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './vite-plugins/chunk-modules';
import { firstScreenChunk } from './vite-plugins/first-screen';
import { messageCatalogs } from './vite-plugins/message-catalogs';
import { precompressAssets } from './vite-plugins/precompress-assets';
import { prerenderRouteShells } from './vite-plugins/prerender-route-shells';
import { separateStylesheet } from './vite-plugins/separate-stylesheet';

/**
 * Vite's helper for dynamic imports, which the entry needs to start the app: a chunk of its own keeps the entry
 * from importing (and fetching before the first paint) whichever big chunk the bundler would put it in.
 */
const preloadHelper = /vite[\\/]preload-helper/;

const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
// Only '/health' itself is the API's health check: '/health/clinic/...' are pages of this app (§2).
const apiPrefixes = [
  '/appointment-management',
  '/content',
  '/atlas',
  '/tlc/api',
  '/analytics',
  '/brand-logos',
  '/staff-api',
  '^/health(\\?.*)?$',
  // A waitlist text's short link to its offer (decision 065).
  '^/o$',
];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    messageCatalogs(),
    // The staff console's styles, in a stylesheet of its own that patient pages never load (decision 053).
    separateStylesheet({ folder: 'src/features/staff', name: 'staff', placeholder: '__STAFF_STYLESHEET__' }),
    chunkModules(repositoryRoot),
    prerenderRouteShells(),
    precompressAssets(),
  ],
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
    // One stylesheet for the whole app (8 KB gzipped), linked by every page's HTML: split by page, it came as
    // two dozen files of a few hundred bytes, each a request on the page's critical path (decision 047).
    cssCodeSplit: false,
    // Every browser the app supports preloads modules itself; the polyfill would only add to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: preloadHelper },
            firstScreenChunk(repositoryRoot),
            // zod, for the forms that check what the visitor types (decision 046), in one chunk of its own.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
