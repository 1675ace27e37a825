import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { addTestProvider, type TestProvider } from './scheduling-fixtures.js';

function built<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is only there once the beforeAll hooks have run`);
  return value;
}

/**
 * A test app for the tests that follow: built in beforeAll, closed in afterAll. The answer stands in for it at
 * once, so a describe block reads `const t = useTestApp()` instead of declaring and assigning it in hooks. The
 * rate limit is raised by default, as the scheduling suites send bursts of requests.
 */
export function useTestApp(
  options: Parameters<typeof createTestApp>[0] = { config: { RATE_LIMIT_PER_MINUTE: 100_000 } },
): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(() => app?.close());
  const current = () => built(app, 'The test app');
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    logs: () => current().logs(),
    close: () => current().close(),
  };
}

/** A test clinic added to `t` in a beforeAll hook registered after `t`'s own; the answer stands in for it. */
export function useTestProvider(t: TestApp, options?: Parameters<typeof addTestProvider>[1]): TestProvider {
  let provider: TestProvider | undefined;
  beforeAll(async () => {
    provider = await addTestProvider(t, options);
  });
  const current = () => built(provider, 'The test clinic');
  return {
    get id() {
      return current().id;
    },
    get timeZone() {
      return current().timeZone;
    },
    get capacity() {
      return current().capacity;
    },
    get weeklyHours() {
      return current().weeklyHours;
    },
  };
}
