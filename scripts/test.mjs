// `npm test`: every check and test suite, with a one-line total at the end.
// Runs type-checks and lint, unit + API + component tests on the embedded database, the API suite again on
// PostgreSQL when TEST_DATABASE_URL is set, then the end-to-end journeys in Chromium against the built product.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}/.e2e/reports`;
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function gate(label, command, args) {
  if (!run(label, command, args)) {
    totals.failed += 1;
    failures.push(label);
  }
}

function vitest(label, file, args, env = {}) {
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
  );
  const counts = readJson(file, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests }));
  tally(label, ok, counts);
}

function tally(label, ok, counts) {
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (!ok) {
    failures.push(label);
    if (!counts || counts.failed === 0) totals.failed += 1;
  }
}

function readJson(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

const workspaces = [
  'packages/domain',
  'packages/contracts',
  'packages/content',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
];
for (const ws of workspaces) gate(`typecheck ${ws}`, 'npx', ['tsc', '--noEmit', '-p', ws]);
gate('lint and format', 'npx', ['biome', 'check', '.']);

vitest('unit, API (PGlite) and component tests', `${reports}/vitest.json`, [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', `${reports}/vitest-postgres.json`, ['--project', 'api']);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only.)');
}
gate('production checks', 'node', ['scripts/production-checks.mjs']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nChromium is missing at ${chromium}: the end-to-end tests need it.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
  totals.failed += 1;
  failures.push('end-to-end (no Chromium)');
} else if (run('build web app', 'npm', ['run', 'build', '--silent', '-w', 'apps/web'])) {
  const file = `${reports}/playwright.json`;
  const ok = run('end-to-end in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    CHROMIUM_PATH: chromium,
  });
  const counts = readJson(file, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + r.stats.skipped,
  }));
  tally('end-to-end in Chromium', ok, counts);
} else {
  totals.failed += 1;
  failures.push('build web app');
}

console.log(`\nTest suite took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && failures.length === 0 ? 0 : 1);
