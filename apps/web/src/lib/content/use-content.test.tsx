import { defineContent, defineDocument } from '@hs/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { FetchLike } from './content-client';
import { ContentUnavailableError } from './content-unavailable-error';
import { CONTENT_STALE_TIME_MS, configuredContentMode, useContent, useContentDocument } from './use-content';

const entry = defineContent(
  { schema: 'scheduler-toggles', version: '1.0.0', dir: 'toggles', name: 'features' },
  () => Promise.resolve(z.object({ covidVaccines: z.boolean() })),
  { covidVaccines: true },
);
const document = defineDocument('textcollection', 'scheduler', () => Promise.resolve(z.object({ title: z.string() })), {
  title: 'Schedule an Appointment',
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const failing = () => vi.fn<FetchLike>(async () => new Response('', { status: 500 }));

describe('useContent', () => {
  it('defaults to AUTO when VITE_CONTENT_FALLBACK is not set', () => {
    expect(configuredContentMode).toBe('AUTO');
  });

  it('has the bundled copy on the first render in ALWAYS mode, without a call', () => {
    const fetch = failing();
    const { result } = renderHook(() => useContent(entry, { mode: 'ALWAYS', fetch }), { wrapper: Wrapper });
    expect(result.current.data).toEqual({ covidVaccines: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves the live object in AUTO mode and keeps it fresh for five minutes', async () => {
    const body = { schema: { name: 'scheduler-toggles', version: '1.0.0' }, data: { covidVaccines: false } };
    const fetch = vi.fn<FetchLike>(async () => Response.json(body));
    const { result } = renderHook(() => useContent(entry, { mode: 'AUTO', fetch }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ covidVaccines: false }));
    expect(result.current.isStale).toBe(false);
    const [query] = client.getQueryCache().findAll({ queryKey: ['content', 'object'] });
    expect(query?.options).toMatchObject({ staleTime: CONTENT_STALE_TIME_MS });
    expect(CONTENT_STALE_TIME_MS).toBe(300_000);
  });

  it('serves the bundled copy in AUTO mode when the live call fails', async () => {
    const onFallback = vi.fn();
    const { result } = renderHook(() => useContent(entry, { mode: 'AUTO', fetch: failing(), onFallback }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ covidVaccines: true });
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('reports the failure in NEVER mode', async () => {
    const { result } = renderHook(() => useContent(entry, { mode: 'NEVER', fetch: failing() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ContentUnavailableError);
  });
});

describe('useContentDocument', () => {
  it('serves the bundled document when the live call fails in AUTO mode', async () => {
    const { result } = renderHook(() => useContentDocument(document, { mode: 'AUTO', fetch: failing() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ title: 'Schedule an Appointment' }));
  });
});
