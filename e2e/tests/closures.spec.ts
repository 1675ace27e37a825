import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { clinicCards, FIRST_LOAD, openLocator, searchFor } from '../support/locator.js';

/**
 * Closures against the real server: the clinic the locator shows first for 45202 has, besides the demo's
 * holidays, a closed day and an early closing in the coming days (the e2e data adds them relative to today:
 * apps/api/src/test/journey-closures.ts). Every date is read from its details page.
 */

/** A sick visit lasts 20 minutes in the demo catalog. */
const SICK_VISIT_MINUTES = 20;

async function openFirstClinicDetails(page: Page): Promise<string> {
  await openLocator(page);
  await searchFor(page, '45202');
  const first = clinicCards(page).first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: 'Clinic Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  return name;
}

/** The first coming closure the details page tells with these hours: its date, its day as written, its text. */
async function listedClosure(page: Page, hours: RegExp) {
  const item = page
    .getByRole('region', { name: 'Upcoming closures' })
    .getByRole('listitem')
    .filter({ hasText: hours })
    .first();
  await expect(item).toBeVisible();
  const day = item.locator('time');
  return {
    date: (await day.getAttribute('datetime')) ?? '',
    day: (await day.textContent()) ?? '',
    text: (await item.textContent()) ?? '',
  };
}

/** The clinic's card and its column for a day in the results, searched from that day, with every time shown. */
async function resultsDay(
  page: Page,
  clinic: string,
  date: string,
  day: string,
): Promise<{ card: Locator; column: Locator }> {
  const query = new URLSearchParams({ date, location: '45202', type: 'Illness & Injury', serviceIds: '29' });
  await page.goto(`/health-services/scheduler/result?${query}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: clinic, exact: true }) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const more = card.getByRole('button', { name: 'Show More' });
  if (await more.isVisible()) await more.click();
  const column = card.getByRole('group', { name: day });
  await expect(column).toBeVisible();
  return { card, column };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** "3:00 PM" → minutes after midnight (the page keeps a time whole with a no-break space). */
function minutesOfClock(text: string): number {
  const [, hour = '0', minute = '0', half = ''] = /(\d{1,2}):(\d{2})\s(AM|PM)/.exec(text) ?? [];
  return ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

test('@layout a clinic closed on a holiday says why and offers no time that day', async ({ page }) => {
  const clinic = await openFirstClinicDetails(page);
  const holiday = await listedClosure(page, /Closed all day/);
  expect(holiday.text).toMatch(/Closed all day: \S.+/);
  await expect(page.getByText(/^In the clinic's local time \(ET\)$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const { card, column } = await resultsDay(page, clinic, holiday.date, holiday.day);
  await expect(column.getByText('No times')).toBeVisible();
  await expect(column.getByRole('button')).toHaveCount(0);
  // The clinic is bookable around it: other days of the page have times, or the calendar offers the next one.
  const elsewhere = card.locator('button[value]').or(card.getByRole('button', { name: /^See Next Available/ }));
  await expect(elsewhere.first()).toBeVisible();
});

test('@layout an early closing cuts that day’s times', async ({ page }) => {
  const clinic = await openFirstClinicDetails(page);
  const early = await listedClosure(page, /Closes at \d{1,2}:\d{2}\s[AP]M/);
  const closesAt = minutesOfClock(early.text);

  const { column } = await resultsDay(page, clinic, early.date, early.day);
  const times = column.getByRole('button');
  await expect(times.first()).toBeVisible();
  const values = await times.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('value') ?? ''));
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    expect(value.startsWith(early.date)).toBe(true);
    // Every visit ends by the time the clinic closes that day.
    expect(minutesOf(value.slice(11, 16)) + SICK_VISIT_MINUTES, value).toBeLessThanOrEqual(closesAt);
  }
  await expectNoAxeViolations(page);
});
