// `npm test`: every check and test suite, a table of the stages' times, and a one-line total at the end.
// Lint and the web build run side by side, then unit + API + web tests on the embedded database (the type-check
// runs beside all three), the API suite again on PostgreSQL when TEST_DATABASE_URL is set beside the production
// checks, then the end-to-end journeys in Chromium against the built product.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}/.e2e/reports`;
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
mkdirSync(reports, { recursive: true });

const started = Date.now();
/** One row per stage: label, seconds, and what it counted (tests, or the stage itself as one check). */
const stages = [];

/**
 * Runs a command; output goes straight to the terminal, or is held and printed in one piece when stages
 * run side by side, so their lines never interleave.
 */
function run(label, command, args, { env = {}, quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      if (quiet) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ ok: code === 0, seconds });
    });
  });
}

function record(label, { ok, seconds }, counts) {
  const passed = counts?.passed ?? (ok ? 1 : 0);
  // A stage that failed without a failing test (a crash, a type error) still counts as one failure.
  const failed = Math.max(counts?.failed ?? 0, ok ? 0 : 1);
  stages.push({ label, seconds, ok, passed, failed, counted: Boolean(counts) });
  return ok;
}

const gate = async (label, command, args, options) => record(label, await run(label, command, args, options));

function readJson(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

async function vitest(label, file, args, env = {}, { quiet = false } = {}) {
  const result = await run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    { env, quiet },
  );
  const counts = readJson(file, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests }));
  record(label, result, counts);
}

/** The headless shell runs the journeys, the full browser those about how the first view paints (decision 031). */
const browsers = {
  CHROMIUM_PATH: ['chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'],
  CHROMIUM_HEADLESS_SHELL_PATH: [
    'chromium-headless-shell',
    process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  ],
};
const missingBrowsers = Object.entries(browsers).filter(([, [, path]]) => !existsSync(path));

// Static checks and the web build do not depend on each other; the type-check (TypeScript's native compiler,
// decision 031) runs beside them and the tests.
const typecheck = gate('typecheck (tsgo -b)', 'npx', ['tsgo', '-b'], { quiet: true });
const [, built] = await Promise.all([
  gate('lint and format', 'npx', ['biome', 'check', '.'], { quiet: true }),
  gate('build web app', 'npm', ['run', 'build', '--silent', '-w', 'apps/web'], { quiet: true }),
]);

await vitest('unit, API (PGlite) and web tests', `${reports}/vitest.json`, [], { TEST_DATABASE_URL: '' });
await typecheck;
// The PostgreSQL suite mostly waits on the server and the production checks on the processes they start, so the
// two share the machine well and run side by side; the checks outlast the suite, so the journeys start beside them.
let postgresSuite = Promise.resolve();
if (process.env.TEST_DATABASE_URL) {
  const args = ['--project', 'api'];
  postgresSuite = vitest('API tests on PostgreSQL', `${reports}/vitest-postgres.json`, args, {}, { quiet: true });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only.)');
}
let productionChecks = Promise.resolve();
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  productionChecks = vitest(
    'production checks (compiled server, real processes)',
    `${reports}/vitest-production.json`,
    ['-c', 'apps/api/vitest.production.config.ts'],
    {},
    { quiet: true },
  );
} else {
  console.log('\n(TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the production checks did not run.)');
}
await postgresSuite;

if (missingBrowsers.length > 0) {
  const missing = missingBrowsers.map(([variable, [pkg, path]]) => `${path} (package ${pkg}, or set ${variable})`);
  console.error(
    `\nThe end-to-end tests need Chromium and its headless shell; missing: ${missing.join('; ')}.\n` +
      'Install them with `sudo apt-get install -y chromium chromium-headless-shell` (Debian/Ubuntu).',
  );
  record('end-to-end (no Chromium)', { ok: false, seconds: 0 });
} else if (built) {
  const file = `${reports}/playwright.json`;
  const result = await run('end-to-end in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      ...Object.fromEntries(Object.entries(browsers).map(([variable, [, path]]) => [variable, path])),
    },
  });
  const counts = readJson(file, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + r.stats.skipped,
  }));
  record('end-to-end in Chromium', result, counts);
}
await productionChecks;

printTable();
const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
const failures = stages.filter((stage) => !stage.ok).map((stage) => stage.label);
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);

function printTable() {
  const rows = stages.map((stage) => [
    stage.label,
    stage.seconds.toFixed(1),
    stage.counted ? `${stage.passed} passed, ${stage.failed} failed` : stage.ok ? 'passed' : 'FAILED',
  ]);
  rows.push(['total (wall clock)', ((Date.now() - started) / 1000).toFixed(1), '']);
  const header = ['stage', 'seconds', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row).trimEnd());
  console.log('');
}
