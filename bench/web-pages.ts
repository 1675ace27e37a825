import { request } from '@playwright/test';
import { bookedState, bookShingles, heldState, holdSickVisit, today } from '../e2e/support/bookings.js';
import type { AuditedPage } from './lighthouse.js';

const SCHEDULER_STORE = 'tlc.scheduler';

/**
 * The pages Lighthouse audits: the search form, a results page, the patient form for a slot held through our
 * API, and the confirmation of a visit booked through it, each with what the flow leaves in sessionStorage.
 */
export async function auditedPages(origin: string): Promise<AuditedPage[]> {
  const api = await request.newContext({ baseURL: origin });
  try {
    const held = await holdSickVisit(api);
    const booked = await bookShingles(api, false);
    const search = new URLSearchParams({ date: today, type: 'Illness & Injury', serviceIds: '29', location: '45202' });
    return [
      { name: 'search', path: '/health-services/scheduler' },
      { name: 'results', path: `/health-services/scheduler/result?${search}` },
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
  } finally {
    await api.dispose();
  }
}
