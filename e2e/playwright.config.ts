import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './support/chromium.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** Run in the full Chromium visitors use; every other journey runs in its headless shell (decision 031). */
const FULL_BROWSER_TESTS = /@paint/;

/** A desktop-sized window in the Chromium build at `executablePath`. */
const desktopIn = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 900 },
  launchOptions: { executablePath, args: CHROMIUM_FLAGS },
});
/** The server's embedded database, fresh each run and scanned for patient data in analytics after it. */
const dataDir = `${root}.e2e/data-${port}`;
process.env.E2E_DATA_DIR = dataDir;
/** Where the e-mails the server sends arrive: its SMTP server writes each one there (support/mailbox.ts). */
const mailDir = `${root}.e2e/mail-${port}`;
process.env.E2E_MAIL_DIR = mailDir;

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
  // Journeys run in Chromium's headless shell (decision 031): every one at desktop width, and those tagged @layout,
  // whose behaviour depends on the width, also narrow. Those tagged @paint, how the first view paints before the
  // app runs, run in the full browser.
  projects: [
    { name: 'desktop', grepInvert: FULL_BROWSER_TESTS, use: desktopIn(HEADLESS_SHELL_PATH) },
    {
      name: 'mobile',
      grep: /@layout/,
      use: {
        ...desktopIn(HEADLESS_SHELL_PATH),
        viewport: { width: 375, height: 800 },
        hasTouch: true,
      },
    },
    { name: 'chromium', grep: FULL_BROWSER_TESTS, use: desktopIn(CHROMIUM_PATH) },
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
      MAIL_DIR: mailDir,
      // The API's own compiler settings (its e-mails are JSX for the automatic runtime), not the root's.
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Tests that count guesses stand for clients of their own behind one proxy, each with its own address.
      TRUST_PROXY: '1',
    },
  },
});
