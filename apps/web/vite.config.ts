import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The UI kit and the zod-free lib modules (the ones biome.json keeps free of zod for the first screen) ship as
 * one chunk with React: left alone, the bundler splits them by which routes share them into a dozen chunks of
 * a few hundred bytes, and the first screen pays a request and a compression window for each.
 */
const sharedKit =
  /apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib[\\/](analytics|api-client|benefit-code-validation|class-names|constraint-errors|content|lazy-schema|scheduler-store|search-state|us-date|use-alert-analytics|use-form-analytics))|node_modules[\\/]react[\\/]/;

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

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // The manifest lets the bundle-size benchmark find exactly what the first screen loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared-kit', test: sharedKit }] } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
