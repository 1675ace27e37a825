import { type APIRequestContext, request } from '@playwright/test';
import { bookShingles, holdSickVisit } from '../e2e/support/bookings.js';
import { RESULTS_PATH } from '../e2e/support/first-screen-pages.js';
import { bookedState, heldState } from '../e2e/support/tab-stores.js';
import type { AuditedPage } from './lighthouse.js';

const SCHEDULER_STORE = 'tlc.scheduler';

/**
 * The pages Lighthouse audits: the search form, a results page, the patient form for a slot held through our
 * API, and the confirmation of a visit booked through it, each with what the flow leaves in sessionStorage.
 */
export async function auditedPages(origin: string): Promise<AuditedPage[]> {
  return withApi(origin, async (api) => {
    const held = await holdSickVisit(api);
    const booked = await bookShingles(api, false);
    return [
      { name: 'search', path: '/health-services/scheduler' },
      { name: 'results', path: RESULTS_PATH },
      {
        name: 'patient form',
        path: '/health-services/scheduler/schedule',
        sessionStorage: { [SCHEDULER_STORE]: JSON.stringify(heldState(held)) },
      },
      {
        name: 'confirmation',
        path: '/health-services/scheduler/confirmation',
        sessionStorage: { [SCHEDULER_STORE]: JSON.stringify(bookedState(booked)) },
      },
    ];
  });
}

/** A request context for our API at `origin`, disposed of once `use` is done with it. */
export async function withApi<T>(origin: string, use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL: origin });
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}
