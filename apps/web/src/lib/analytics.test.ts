import { AnalyticsBatchSchema } from '@hs/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEvent, recordAnalyticsEvent } from './analytics';

afterEach(() => vi.unstubAllGlobals());

describe('analytics', () => {
  it('builds events the API accepts, leaving out undefined fields', () => {
    const event = analyticsEvent('start-flow', { flow: 'IN_PERSON', step: 1, description: undefined });
    expect(AnalyticsBatchSchema.safeParse({ events: [event] }).success).toBe(true);
    expect(event).toMatchObject({
      name: 'start-flow',
      schemaVersion: '0.3.3',
      component: 'unified scheduler',
      isGuest: true,
      data: { flow: 'IN_PERSON', step: 1 },
    });
    expect('description' in event.data).toBe(false);
  });

  it('posts one event to /analytics/v1/events', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":{"accepted":1}}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    recordAnalyticsEvent('navigate', { step: 'results' });
    await waitForCall(fetchMock);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/analytics/v1/events');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body)).events[0]).toMatchObject({ name: 'navigate', schemaVersion: '0.1.1' });
  });

  it('never throws or rejects, whatever the network does', async () => {
    const rejected = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', rejected);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => recordAnalyticsEvent('start-flow')).not.toThrow();
    await waitForCall(rejected);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', () => {
      throw new Error('synchronous failure');
    });
    expect(() => recordAnalyticsEvent('start-flow')).not.toThrow();
  });
});

async function waitForCall(mock: ReturnType<typeof vi.fn>) {
  for (let i = 0; i < 50 && mock.mock.calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(mock).toHaveBeenCalled();
}
