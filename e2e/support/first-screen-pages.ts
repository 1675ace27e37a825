import { LocatorClinicSearchResponseSchema, locatorClinicSearchPath, servicesPath, webRoutes } from '@hs/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, holdSickVisit, today } from './bookings.js';
import type { FirstScreen } from './first-screen-usable.js';
import { heldState, seedStores } from './tab-stores.js';

/**
 * The day results open on: the first after today that is not a Sunday. Every demo clinic is open from Monday to
 * Saturday (some close on Sundays), and a whole day lies ahead, so the first card has times on the one day a
 * phone-sized screen shows first, whatever the date and hour of the run.
 */
export const RESULTS_DATE = (() => {
  const tomorrow = addDays(today, 1);
  return new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0 ? addDays(tomorrow, 1) : tomorrow;
})();

/** A sick-visit search near 45202, as the search form sends it. */
export const RESULTS_PATH = `${webRoutes.results}?${new URLSearchParams({
  date: RESULTS_DATE,
  type: 'Illness & Injury',
  serviceIds: '29',
  location: '45202',
})}`;

export interface FirstScreenPage {
  screen: FirstScreen;
  path: string;
  /** Leaves in the tab what the flow would have before the visitor got there; called before each load. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Where each first screen is opened, as the budget's tests and the benchmark open it: the patient form with a
 * time of its own held through our API for each load, as the results page leaves it; the details of the clinic
 * nearest 45202.
 */
export async function firstScreenPages(api: APIRequestContext): Promise<FirstScreenPage[]> {
  const response = await api.get(locatorClinicSearchPath, { params: { freeFormAddress: '45202' } });
  const clinic = LocatorClinicSearchResponseSchema.parse(await response.json()).data.clinics[0];
  if (!clinic) throw new Error('No clinic near 45202.');
  return [
    { screen: 'search', path: webRoutes.main },
    { screen: 'results', path: RESULTS_PATH },
    {
      screen: 'patient form',
      path: webRoutes.schedule,
      prepare: async (page) => seedStores(page, heldState(await holdSickVisit(api))),
    },
    {
      screen: 'clinic details',
      path: webRoutes.clinicDetails
        .replace(':divisionNumber', clinic.divisionNumber)
        .replace(':storeNumber', clinic.storeNumber),
    },
    { screen: 'find my appointment', path: webRoutes.manage },
    { screen: 'locator', path: webRoutes.clinicLocations },
  ];
}

/** Holds back the service list's answer by `ms`; the time it was let go is read from the returned function. */
export async function holdBackServices(page: Page, ms: number): Promise<() => number> {
  let answeredAt = Number.POSITIVE_INFINITY;
  await page.route(`**${servicesPath}?**`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ms));
    answeredAt = Date.now();
    await route.fulfill({ response });
  });
  return () => answeredAt;
}
