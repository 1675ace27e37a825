import { defineContent, defineDocument } from '@hs/content';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type FetchLike, fetchContent, fetchContentDocument } from './content-client';
import { ContentUnavailableError } from './content-unavailable-error';

const BannerSchema = z.object({ enabled: z.boolean(), message: z.string().optional() });
const banner = defineContent(
  { schema: 'error-banner-config', version: '1.0.0', dir: 'toggles', name: 'error-banner' },
  () => Promise.resolve(BannerSchema),
  { enabled: false },
);
const LIVE = { enabled: true, message: 'Online booking is paused until 9 p.m.' };
const OBJECT_URL = '/content/v2/objects/error-banner-config/1.0.0/toggles/error-banner.json';

const TextsSchema = z.object({ title: z.string() });
const texts = defineDocument('textcollection', 'scheduler', () => Promise.resolve(TextsSchema), {
  title: 'Schedule an Appointment',
});
const DOCUMENT_URL = '/content/textcollection/1.0.0/scheduler.json';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const objectBody = (data: unknown) => ({ schema: { name: 'error-banner-config', version: '1.0.0' }, data });
const answering = (response: () => Response) => vi.fn<FetchLike>(async () => response());
const rejecting = () => vi.fn<FetchLike>(async () => Promise.reject(new TypeError('Failed to fetch')));

/** Each way a live call can fail, with the reason the client gives it. */
const failures = [
  ['a rejected fetch', rejecting, 'network'],
  ['a 500 answer', () => answering(() => json({ errors: [{ status: 500 }] }, 500)), 'status'],
  ['a 404 answer', () => answering(() => json({ errors: [{ status: 404 }] }, 404)), 'status'],
  ['data that breaks the schema', () => answering(() => json(objectBody({ enabled: 'yes' }))), 'invalid'],
  ['a body that is not JSON', () => answering(() => new Response('<html>Bad gateway</html>')), 'invalid'],
  ['an answer without the envelope', () => answering(() => json(LIVE)), 'invalid'],
  [
    'an object of another schema version',
    () => answering(() => json({ schema: { name: 'error-banner-config', version: '2.0.0' }, data: LIVE })),
    'invalid',
  ],
] as const;

describe('fetchContent in AUTO mode', () => {
  it('reads the live object from the content path and checks it', async () => {
    const fetch = answering(() => json(objectBody(LIVE)));
    await expect(fetchContent(banner, { mode: 'AUTO', fetch })).resolves.toEqual(LIVE);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(OBJECT_URL);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('loads the schema while the object travels, not after it arrived', async () => {
    let answer = (_: Response) => {};
    const fetch = vi.fn<FetchLike>(() => new Promise((resolve) => (answer = resolve)));
    const loadZod = vi.fn(() => Promise.resolve(BannerSchema));
    const reading = fetchContent({ ...banner, loadZod }, { mode: 'AUTO', fetch });
    await vi.waitFor(() => expect(loadZod).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(json(objectBody(LIVE)));
    await expect(reading).resolves.toEqual(LIVE);
    expect(loadZod).toHaveBeenCalledTimes(1);
  });

  it('drops unknown fields the live object carries', async () => {
    const fetch = answering(() => json(objectBody({ ...LIVE, extra: 1 })));
    await expect(fetchContent(banner, { mode: 'AUTO', fetch })).resolves.toEqual(LIVE);
  });

  it.each(failures)('falls back to the bundled copy after %s', async (_, makeFetch, reason) => {
    const onFallback = vi.fn();
    await expect(fetchContent(banner, { mode: 'AUTO', fetch: makeFetch(), onFallback })).resolves.toEqual({
      enabled: false,
    });
    expect(onFallback).toHaveBeenCalledTimes(1);
    const error = onFallback.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(error).toMatchObject({ reason, key: 'error-banner-config/1.0.0/toggles/error-banner' });
  });

  it('reports the status of a non-2xx answer', async () => {
    const onFallback = vi.fn();
    await fetchContent(banner, { mode: 'AUTO', fetch: answering(() => json({}, 503)), onFallback });
    expect(onFallback.mock.calls[0]?.[0]).toMatchObject({ reason: 'status', status: 503 });
  });

  it('does not fall back when the caller cancels the request', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<FetchLike>(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const onFallback = vi.fn();
    await expect(fetchContent(banner, { mode: 'AUTO', fetch, signal: controller.signal, onFallback })).rejects.toThrow(
      /aborted/,
    );
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('prefixes the path with a base URL when given one', async () => {
    const fetch = answering(() => json(objectBody(LIVE)));
    await fetchContent(banner, { mode: 'AUTO', fetch, baseUrl: 'https://content.example.test' });
    expect(fetch.mock.calls[0]?.[0]).toBe(`https://content.example.test${OBJECT_URL}`);
  });
});

describe('fetchContent in ALWAYS mode', () => {
  it('answers with the bundled copy and makes no call', async () => {
    const fetch = answering(() => json(objectBody(LIVE)));
    await expect(fetchContent(banner, { mode: 'ALWAYS', fetch })).resolves.toEqual({ enabled: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fetchContent in NEVER mode', () => {
  it('answers with the live object', async () => {
    const fetch = answering(() => json(objectBody(LIVE)));
    await expect(fetchContent(banner, { mode: 'NEVER', fetch })).resolves.toEqual(LIVE);
  });

  it.each(failures)('fails with ContentUnavailableError after %s', async (_, makeFetch, reason) => {
    const onFallback = vi.fn();
    const result = fetchContent(banner, { mode: 'NEVER', fetch: makeFetch(), onFallback });
    await expect(result).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(result).rejects.toMatchObject({ reason });
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('keeps the status of a failed answer and the cause of a failed call', async () => {
    await expect(fetchContent(banner, { mode: 'NEVER', fetch: answering(() => json({}, 500)) })).rejects.toMatchObject({
      status: 500,
      message: 'Content error-banner-config/1.0.0/toggles/error-banner answered with status 500.',
    });
    const failed = await fetchContent(banner, { mode: 'NEVER', fetch: rejecting() }).catch((error: unknown) => error);
    expect((failed as Error).cause).toBeInstanceOf(TypeError);
  });
});

describe('fetchContentDocument', () => {
  const live = { id: 'scheduler', data: { title: 'Book a Visit' } };

  it('reads the live document in AUTO mode', async () => {
    const fetch = answering(() => json(live));
    await expect(fetchContentDocument('textcollection', 'scheduler', texts, { mode: 'AUTO', fetch })).resolves.toEqual({
      title: 'Book a Visit',
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(DOCUMENT_URL);
  });

  it.each([
    ['a rejected fetch', rejecting],
    ['a 500 answer', () => answering(() => json({}, 500))],
    ['malformed data', () => answering(() => json({ id: 'scheduler', data: { title: 42 } }))],
    ['another document', () => answering(() => json({ id: 'other', data: { title: 'Elsewhere' } }))],
  ] as const)('falls back to the bundled copy in AUTO mode after %s', async (_, makeFetch) => {
    const result = fetchContentDocument('textcollection', 'scheduler', texts, { mode: 'AUTO', fetch: makeFetch() });
    await expect(result).resolves.toEqual({ title: 'Schedule an Appointment' });
  });

  it('makes no call in ALWAYS mode', async () => {
    const fetch = answering(() => json(live));
    await expect(fetchContentDocument('page', 'scheduler', texts, { mode: 'ALWAYS', fetch })).resolves.toEqual({
      title: 'Schedule an Appointment',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails in NEVER mode when the live document is unusable', async () => {
    const fetch = answering(() => json({ id: 'scheduler', data: {} }));
    await expect(
      fetchContentDocument('textcollection', 'scheduler', texts, { mode: 'NEVER', fetch }),
    ).rejects.toMatchObject({ name: 'ContentUnavailableError', reason: 'invalid', key: 'textcollection/scheduler' });
  });

  it('refuses an id that is not a plain identifier', () => {
    expect(() => fetchContentDocument('page', '../secrets', texts, { mode: 'AUTO' })).toThrow(TypeError);
  });
});
