import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { addDays, today, weekdayAhead } from '../support/bookings.js';
import { watchCspViolations } from '../support/csp.js';
import { RESULTS_DATE } from '../support/first-screen-pages.js';

/**
 * The results and follow-up screens against the real server and demo data. Tests run in parallel on one
 * database, so each journey holds times at a card of its own, and the narrow run of a @layout test pages
 * one day on before choosing: no two runs ever ask for the same seat.
 */

const resultsUrl = (query: Record<string, string>) =>
  `/health-services/scheduler/result?${new URLSearchParams({ date: today, ...query })}`;
const illness = { type: 'Illness & Injury', serviceIds: '29' };

const cards = (page: Page) => page.getByRole('article');
const slotButtons = (card: Locator) => card.locator('button[value]');

/** Waits for the cards and the map, so checks see the finished screen. */
async function openResults(page: Page, query: Record<string, string>, withMap = true) {
  await page.goto(resultsUrl(query));
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  if (withMap) await expect(page.locator('svg path').first()).toHaveAttribute('d', /M/, { timeout: 15_000 });
}

/** The time this run chooses on a card: the first shown, one page of days on for the narrow run. */
async function chooseTime(card: Locator, isMobile = false): Promise<string> {
  if (isMobile) await card.getByRole('button', { name: 'Next days' }).click();
  const slot = slotButtons(card).first();
  await expect(slot).toBeVisible();
  const value = (await slot.getAttribute('value'))!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return value;
}

interface StoredEntry {
  timestamp: string;
  reservationCode?: string;
  services: { id: number }[];
}
interface StoredState {
  appointment: StoredEntry;
  followup: StoredEntry;
  provider: { providerId: string };
}

/** The scheduler store as the page keeps it in sessionStorage. */
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('tlc.scheduler') ?? '{}') as StoredState);

async function continueToSchedule(page: Page, card: Locator) {
  await card.getByRole('button', { name: /^Continue/ }).click();
  await page.waitForURL('**/health-services/scheduler/schedule');
}

test(
  'an in-person search from 45202 holds a time and goes on to the patient form',
  { tag: '@layout' },
  async ({ page }, info) => {
    const csp = watchCspViolations(page);
    // A weekday ahead: the narrow run pages on to the next day, which must have times too.
    await openResults(page, { ...illness, location: '45202', date: weekdayAhead(1) });
    await expect(page.getByRole('heading', { level: 1, name: 'Select an Appointment Time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Showing 1–4 of \d+ clinics$/ })).toBeVisible();
    const card = cards(page).nth(0);
    await expect(card.getByText(/^\d+\.\d miles?$/)).toBeVisible();
    // The banner's logo is a static file of the API, named by its content, and it loads.
    const logo = card.getByRole('img');
    await expect(logo).toHaveAttribute('src', /^\/brand-logos\/[a-z0-9-]+\/[0-9a-f]{12}\.svg$/);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText('Times in ET')).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: /^Continue/ }).click();
    await expect(card.getByText('Please select an appointment time to continue.')).toBeVisible();
    const value = await chooseTime(card, info.project.name === 'mobile');
    await continueToSchedule(page, card);
    const state = await stored(page);
    expect(state.appointment.reservationCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(Date.parse(state.appointment.timestamp)).toBe(Date.parse(value));
    expect(state.provider.providerId).toMatch(/^\d{8}$/);
    expect(csp).toEqual([]);
  },
);

test('an in-person search from "Cincinnati, OH" holds a time and goes on', async ({ page }) => {
  await openResults(page, { ...illness, location: 'Cincinnati, OH' });
  const card = cards(page).nth(0);
  await expect(card).toContainText('Cincinnati');
  await chooseTime(card);
  await continueToSchedule(page, card);
  expect((await stored(page)).appointment.reservationCode).toBeTruthy();
});

test('a two-dose vaccine goes through the follow-up screen to the patient form', async ({ page }) => {
  await openResults(page, { type: 'Vaccines', serviceIds: '105', location: '45202' });
  const card = cards(page).nth(3);
  const first = await chooseTime(card);
  await card.getByRole('button', { name: /^Continue/ }).click();

  await page.waitForURL('**/health-services/scheduler/result/followup?**');
  const followupDate = new URL(page.url()).searchParams.get('date');
  expect(followupDate).toBe(addDays(first.slice(0, 10), 60));
  expect(new URL(page.url()).searchParams.get('serviceIds')).toBe('106');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a Follow-up Appointment Time' })).toBeVisible();
  await expect(page.getByText(/^Shingles Vaccine Dose 1: /)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2}$/);
  const followupCard = cards(page).first();
  await expect(slotButtons(followupCard).first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  await chooseTime(followupCard);
  await continueToSchedule(page, followupCard);
  const state = await stored(page);
  expect(state.appointment.services.map((service) => service.id)).toEqual([105]);
  expect(state.followup.services.map((service) => service.id)).toEqual([106]);
  expect(state.followup.reservationCode).toBeTruthy();
});

test('a virtual visit is searched by state and held by licensure state', async ({ page }) => {
  const reservations: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/appointment-reservations')) {
      reservations.push(request.postDataJSON());
    }
  });
  await openResults(page, { type: 'Virtual Visit', serviceIds: '701', location: 'OH' }, false);
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(/Virtual Care/);
  await expect(card.getByText('Virtual Care', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const value = await chooseTime(card);
  await continueToSchedule(page, card);
  expect(reservations[0]).toMatchObject({ serviceId: 701, businessName: 'tlc', licensureState: 'OH' });
  expect((reservations[0] as { reservationTime: string }).reservationTime.slice(0, 10)).toBe(value.slice(0, 10));
});

test('a benefit-code search shows only clinics that accept the code', async ({ page, request }) => {
  const everyone = await request.get('/appointment-management/v1/results/physical', {
    params: { 'filter.freeFormAddress': '45202', 'filter.serviceIds': '29', 'filter.businessNames': 'tlc' },
  });
  const all = (await everyone.json()).data.appointmentTimeSlots.length;
  await openResults(page, { ...illness, location: '45202', benefitCode: 'WELLNESS2026' });
  const heading = page.getByRole('heading', { name: /^Showing 1–\d of \d+ clinics?$/ });
  const shown = Number((await heading.textContent())!.match(/of (\d+)/)![1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
  const count = await cards(page).count();
  for (let index = 0; index < count; index++) {
    await expect(cards(page).nth(index).getByText('This location accepts your benefit code')).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

async function takeSeat(request: APIRequestContext, locationNumber: string, value: string) {
  const reservationTime = `${value.slice(0, 10)} ${value.slice(11, 19)}`;
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await request.post('/appointment-management/v1/appointment-reservations', {
      data: { serviceId: 29, businessName: 'tlc', reservationTime, locationNumber },
    });
    if (response.status() === 409) return;
    expect(response.status()).toBe(201);
  }
  throw new Error('The seat could not be filled.');
}

test('a time taken by someone else before Continue is reported and the times are fetched again', async ({
  page,
  request,
}) => {
  await openResults(page, { ...illness, location: '45202' });
  const card = cards(page).nth(2);
  const value = await chooseTime(card);
  const search = await request.get('/appointment-management/v1/results/physical', {
    params: {
      'filter.freeFormAddress': '45202',
      'filter.serviceIds': '29',
      'filter.businessNames': 'tlc',
      'filter.startDate': today,
    },
  });
  const providerId = (await search.json()).data.appointmentTimeSlots[2].provider.providerId as string;
  await takeSeat(request, providerId, value);

  const refetch = page.waitForResponse((response) => response.url().includes('/appointment-management/v3/timeslots'));
  await card.getByRole('button', { name: /^Continue/ }).click();
  await expect(
    card.getByText('Unfortunately, the time selected was just booked. Please select a new time.'),
  ).toBeVisible();
  expect((await refetch).status()).toBe(200);
  await expect(card.locator(`button[value="${value}"]`)).toHaveCount(0);
  expect(page.url()).toContain('/scheduler/result?');
});

test('the keyboard alone reaches a time, holds it and goes on', { tag: '@layout' }, async ({ page }, info) => {
  // A whole day ahead: late in today, the one day a narrow card shows may have a single time left.
  await openResults(page, { ...illness, location: '45202', date: RESULTS_DATE });
  const card = cards(page).nth(1);
  const isSlotInCard = () =>
    card.evaluate(
      (element) => element.contains(document.activeElement) && document.activeElement?.hasAttribute('value'),
    );
  for (let presses = 0; presses < 80 && !(await isSlotInCard()); presses++) await page.keyboard.press('Tab');
  expect(await isSlotInCard()).toBe(true);
  const start = await page.evaluate(() => document.activeElement?.getAttribute('value'));
  await page.keyboard.press(info.project.name === 'mobile' ? 'ArrowRight' : 'ArrowDown');
  if (info.project.name !== 'mobile') await page.keyboard.press('ArrowRight');
  const chosen = await page.evaluate(() => document.activeElement?.getAttribute('value'));
  expect(chosen).not.toBe(start);
  await page.keyboard.press('Enter');
  await expect(card.locator(`button[value="${chosen}"]`)).toHaveAttribute('aria-pressed', 'true');
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press('Tab');
    if (await card.getByRole('button', { name: /^Continue/ }).evaluate((b) => b === document.activeElement)) break;
  }
  await page.keyboard.press('Enter');
  await page.waitForURL('**/health-services/scheduler/schedule');
  expect(Date.parse((await stored(page)).appointment.timestamp)).toBe(Date.parse(chosen!));
});

test('the map adds the county lines in view once the page has loaded, fetched as data within the CSP', async ({
  page,
}) => {
  const csp = watchCspViolations(page);
  const countiesFile = page.waitForResponse((response) => /\/assets\/counties-10m-[\w-]+\.json$/.test(response.url()));
  await openResults(page, { ...illness, location: '45202' });
  // Land, county lines and state borders; before the counties come, only land and borders.
  const outlines = page.getByRole('group', { name: 'Map of the clinics in these results' }).locator('svg > g > path');
  await expect(outlines).toHaveCount(3, { timeout: 15_000 });
  const response = await countiesFile;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const shapes = async () => (await outlines.nth(1).getAttribute('d'))?.match(/M/g)?.length ?? 0;
  // Hamilton County and its neighbours at least; zoomed out, the counties further away come into view too.
  const close = await shapes();
  expect(close).toBeGreaterThanOrEqual(5);
  for (let presses = 0; presses < 2; presses++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(shapes).toBeGreaterThan(close);
  expect(csp).toEqual([]);
});

test(
  'a dietitian visitor who chose Central Time sees every time in CT, through to the patient form',
  { tag: '@layout' },
  async ({ page }, info) => {
    const isMobile = info.project.name === 'mobile';
    const date = addDays(today, 30);
    await page.goto('/health-services/scheduler/prescreen/1?type=Telenutrition&external=true');
    await page.getByRole('combobox', { name: 'State you will be in during the visit' }).selectOption('OH');
    await page.getByRole('combobox', { name: 'Your time zone' }).selectOption('CT');
    const [year, month, day] = date.split('-');
    await page.getByRole('textbox', { name: 'Preferred date' }).fill(`${month}/${day}/${year}`);
    await page.getByRole('group', { name: 'Is the patient covered by Medicaid?' }).getByLabel('No').check();
    await page.getByRole('button', { name: 'See Available Times' }).click();

    await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Central Time (CT), the time zone you chose')).toBeVisible();
    await expect(cards(page).first().getByText('Times in CT')).toBeVisible();
    // Dietitians in other zones are shown on the same clock: no card's times are in another zone.
    await expect(page.getByText(/^Times in (?!CT$)/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const card = cards(page).first();
    const value = await chooseTime(card, isMobile);
    const inCentral = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(value));
    await expect(card.locator(`button[value="${value}"]`)).toContainText(inCentral);
    await continueToSchedule(page, card);
    await expect(page.getByRole('complementary', { name: /^Appointments/ })).toContainText(`${inCentral} CT`);
  },
);
