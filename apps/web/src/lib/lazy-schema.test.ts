// @vitest-environment jsdom
// The wait watches the page's own load and resource timing, stubbed here as a loaded page would show them.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const accepting: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) },
};

/** A fresh copy of the module on a page that has loaded, with a schema whose loading the test watches. */
async function lazySchemaOnLoadedPage() {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [{} as PerformanceEntry] : [],
  );
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const module = await import('./lazy-schema');
  const { whileInFlight } = await import('./requests-in-flight');
  const load = vi.fn(async () => accepting);
  return { ...module, whileInFlight, load, schema: module.lazySchema(load) };
}

/** The schema's code is fetched exactly `ms` from now, not a millisecond earlier, and the check then passes. */
async function expectLoadedAfter(ms: number, load: () => unknown, checked: unknown) {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(load).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(load).toHaveBeenCalledTimes(1);
  await expect(checked).resolves.toEqual({ value: 'value' });
}

describe('lazySchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads its schema only once the page has been quiet for a second', async () => {
    const { schema, load } = await lazySchemaOnLoadedPage();
    const checked = schema['~standard'].validate('value');
    await expectLoadedAfter(1000, load, checked);
  });

  it('loads it at once when the page asks to check without settling', async () => {
    const { schema, load, checkWithoutSettling } = await lazySchemaOnLoadedPage();
    const checked = schema['~standard'].validate('value');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    checkWithoutSettling();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(checked).resolves.toEqual({ value: 'value' });
  });

  it("waits for the app's requests in flight, then for a quiet second", async () => {
    const { schema, load, whileInFlight } = await lazySchemaOnLoadedPage();
    let answer = () => {};
    const request = whileInFlight(() => new Promise<void>((resolve) => (answer = resolve)));
    const checked = schema['~standard'].validate('value');
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
    answer();
    await request;
    await expectLoadedAfter(1000, load, checked);
  });

  it('loads it ten seconds after load even while a request hangs', async () => {
    const { schema, load, whileInFlight } = await lazySchemaOnLoadedPage();
    void whileInFlight(() => new Promise<never>(() => {}));
    const checked = schema['~standard'].validate('value');
    await expectLoadedAfter(10_000, load, checked);
  });

  it('starts waiting only once the page has loaded, even if a request settled before', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { schema, load, whileInFlight } = await lazySchemaOnLoadedPage();
    const checked = schema['~standard'].validate('value');
    await whileInFlight(async () => 'answered before load');
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await expectLoadedAfter(1000, load, checked);
  });
});
