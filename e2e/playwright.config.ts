import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './support/chromium.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** The server's embedded database, fresh each run and scanned for patient data in analytics after it. */
const dataDir = `${root}.e2e/data-${port}`;
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: `../.e2e/results-${port}`,
  fullyParallel: true,
  // One more than the two cores: a journey spends part of its time waiting on the server and on timers.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  globalTeardown: './support/analytics-scan.ts',
  use: {
    baseURL,
    // A failure leaves its page's accessibility snapshot (error-context.md) and a screenshot; recording a trace
    // of every journey cost a tenth of the suite's time. `--trace on` records them when a journey needs a closer look.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Every journey runs at desktop width in the headless shell; only tests tagged @layout, whose behaviour depends
  // on the width, run narrow, in the full browser visitors run (decision 031).
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS },
      },
    },
    {
      name: 'mobile',
      grep: /@layout/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 800 },
        hasTouch: true,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    command: `${process.execPath} --import tsx e2e/support/serve-with-fresh-data.ts`,
    cwd: root,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Tests that count guesses stand for clients of their own behind a proxy, each with its own address.
      TRUST_PROXY: 'true',
    },
  },
});
