import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
// Only '/health' itself is the API's health check: '/health/clinic/...' are pages of this app (§2).
const apiPrefixes = ['/appointment-management', '/content', '/atlas', '/tlc/api', '/analytics', '^/health(\\?.*)?$'];

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
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
