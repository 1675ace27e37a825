import { ANALYTICS_LIMITS, AnalyticsBatchSchema } from '@hs/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEvent, recordAnalyticsEvent, recordFlowEvent, sendAnalyticsEvents } from './analytics';
import { analyticsEndpointOf } from './analytics-endpoint';
import { reportCustomerFacingError } from './customer-facing-error';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = () => {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response('{"data":{"accepted":1}}', { status: 202 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const postedEvents = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap(([, init]) => JSON.parse(String(init.body)).events);

describe('analytics', () => {
  it('builds events the API accepts, with schema version, guest flag, step and status, leaving out undefined fields', () => {
    const event = analyticsEvent('navigate', { from: undefined, to: 'results' });
    expect(AnalyticsBatchSchema.safeParse({ events: [event] }).success).toBe(true);
    expect(event).toMatchObject({
      name: 'navigate',
      schemaVersion: '0.1.1',
      component: 'unified scheduler',
      isGuest: true,
      data: { to: 'results', step: expect.any(Number), processStatus: expect.any(String) },
    });
    expect('from' in event.data).toBe(false);
  });

  it('makes only events the API accepts, leaving out ids, queries and content it does not list', async () => {
    const fetchMock = stubFetch();
    recordFlowEvent('start-flow', { flow: 'IN_PERSON', category: 'Flu Shots in the Parking Lot', entry: 'search' });
    reportCustomerFacingError({
      description: 'CANCEL_FAILED',
      endpoint: analyticsEndpointOf('/appointment-management/v2/appointments/9f8e7d6c5b4a3f2e1d0c9b8a'),
      code: 500,
    });
    reportCustomerFacingError({
      description: 'SERVER_ERROR',
      endpoint: analyticsEndpointOf(
        '/appointment-management/v1/results/physical?filter.freeFormAddress=100%20Main%20St',
      ),
    });
    reportCustomerFacingError();
    for (let i = 0; i < 50 && fetchMock.mock.calls.length < 4; i++) await new Promise((r) => setTimeout(r, 1));
    const events = postedEvents(fetchMock);
    expect(AnalyticsBatchSchema.safeParse({ events }).success).toBe(true);
    expect(events.map((event) => event.data)).toEqual([
      expect.not.objectContaining({ category: expect.anything() }),
      expect.objectContaining({ endpoint: '/appointment-management/v2/appointments/:id', code: 500 }),
      expect.objectContaining({ endpoint: '/appointment-management/v1/results/physical', code: -1 }),
      expect.objectContaining({ description: 'UNKNOWN_ERROR', endpoint: 'no relevant value', code: -1 }),
    ]);
    expect(JSON.stringify(events)).not.toMatch(/9f8e7d6c|Main|Parking/);
  });

  it('posts events to /analytics/v1/events in one batch', async () => {
    const fetchMock = stubFetch();
    sendAnalyticsEvents([
      analyticsEvent('user-constraint-error', { form: 'search', fieldName: 'location', rule: 'too_small' }),
      analyticsEvent('user-constraint-error', { form: 'search', fieldName: 'type', rule: 'required' }),
    ]);
    await waitForCall(fetchMock);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/analytics/v1/events');
    expect(init.method).toBe('POST');
    const { events } = JSON.parse(String(init.body));
    expect(AnalyticsBatchSchema.safeParse({ events }).success).toBe(true);
    expect(events.map((event: { data: { fieldName: string } }) => event.data.fieldName)).toEqual(['location', 'type']);
  });

  it('splits more events than the API takes in one batch into several', async () => {
    const fetchMock = stubFetch();
    const event = analyticsEvent('user-constraint-error', {
      form: 'patientDetails',
      fieldName: 'city',
      rule: 'custom',
    });
    const count = ANALYTICS_LIMITS.maxEvents + 1;
    sendAnalyticsEvents(Array.from({ length: count }, () => event));
    for (let i = 0; i < 50 && fetchMock.mock.calls.length < 2; i++) await new Promise((r) => setTimeout(r, 1));
    expect(postedEvents(fetchMock)).toHaveLength(count);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends by beacon when asked, and by fetch when the browser has no beacon', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    const fetchMock = stubFetch();
    const event = analyticsEvent('form-field-abandonment', { form: 'search', fieldName: 'location' });
    sendAnalyticsEvents([event], { beacon: true });
    expect(beacon).toHaveBeenCalledWith('/analytics/v1/events', expect.any(Blob));
    const [, blob] = beacon.mock.calls[0]!;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ events: [event] });
    expect(fetchMock).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', {});
    sendAnalyticsEvents([event], { beacon: true });
    await waitForCall(fetchMock);
  });

  it('counts flow steps (§4): start 1, continues 2 and 3, complete 4, then a new start 1 again', async () => {
    const fetchMock = stubFetch();
    recordFlowEvent('start-flow', { flow: 'IN_PERSON', category: 'Physicals', entry: 'search' });
    recordFlowEvent('continue-flow', { stepName: 'age' });
    recordAnalyticsEvent('navigate', { from: 'prescreen', to: 'results' });
    recordFlowEvent('continue-flow', { stepName: 'results' });
    recordFlowEvent('complete-flow', { stepName: 'generalConsent' });
    recordAnalyticsEvent('navigate', { from: 'schedule', to: 'confirmation' });
    recordFlowEvent('start-flow', { flow: 'DIETITIAN', entry: 'dietitian-external' });
    for (let i = 0; i < 50 && fetchMock.mock.calls.length < 7; i++) await new Promise((r) => setTimeout(r, 1));
    const seen = postedEvents(fetchMock).map((event) => [
      event.name,
      event.data.step,
      event.data.processStatus,
      event.data.flow,
    ]);
    expect(seen).toEqual([
      ['start-flow', 1, 'in_progress', 'IN_PERSON'],
      ['continue-flow', 2, 'in_progress', 'IN_PERSON'],
      ['navigate', 3, 'in_progress', 'IN_PERSON'],
      ['continue-flow', 3, 'in_progress', 'IN_PERSON'],
      ['complete-flow', 4, 'done', 'IN_PERSON'],
      ['navigate', 1, 'done', 'IN_PERSON'],
      ['start-flow', 1, 'in_progress', 'DIETITIAN'],
    ]);
  });

  it('never throws or rejects, whatever the network does', async () => {
    const rejected = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', rejected);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => recordAnalyticsEvent('navigate', { to: 'main' })).not.toThrow();
    await waitForCall(rejected);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', () => {
      throw new Error('synchronous failure');
    });
    expect(() => recordAnalyticsEvent('navigate', { to: 'main' })).not.toThrow();
  });
});

async function waitForCall(mock: ReturnType<typeof vi.fn>) {
  for (let i = 0; i < 50 && mock.mock.calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(mock).toHaveBeenCalled();
}
