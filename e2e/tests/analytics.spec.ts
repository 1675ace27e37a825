import { ANALYTICS_SCHEMA_VERSIONS } from '@hs/domain';
import { type BrowserContext, expect, type Locator, test } from '@playwright/test';
import { TYPED_VALUES } from '../support/analytics-scan.js';
import { newPatient } from '../support/bookings.js';
import { fillPatientDetails, radio } from '../support/patient-details.js';
import type { PostedEvent } from '../support/stored-analytics.js';

/**
 * Every analytics event the web app posts on one visit (§7, §4, §9): a DOT physical found with the search
 * form, through its prescreen, results and patient form to the booking, then a search form left half-filled,
 * once by a route change and once by leaving the site. The events are read as the browser posted them.
 */

const EVENTS_PATH = '/analytics/v1/events';

function collectEvents(context: BrowserContext): PostedEvent[] {
  const events: PostedEvent[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === EVENTS_PATH) {
      events.push(...(request.postDataJSON() as { events: PostedEvent[] }).events);
    }
  });
  return events;
}

function day(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

async function pickFirstSlot(card: Locator) {
  for (let n = 0; n < 7; n += 1) {
    const slot = card.locator('button[value]').first();
    if (await slot.isVisible()) {
      await slot.click();
      return;
    }
    await card.getByRole('button', { name: 'Next days' }).click();
  }
  throw new Error('The card offered no time within a week.');
}

const flowEvents = (events: PostedEvent[]) =>
  events
    .filter((event) => event.name.endsWith('-flow'))
    .map(({ name, data }) => [name, data.step, data.processStatus, data.stepName ?? data.entry]);

test.describe.configure({ timeout: 180_000 });

test('a visit from search to booking, then a half-filled form, posts every event in order', async ({
  page,
  context,
}) => {
  const events = collectEvents(context);
  const patient = newPatient();

  await page.goto('/health-services/scheduler');
  const find = page.getByRole('button', { name: 'Find Appointment' });
  await expect(find).toBeVisible({ timeout: 15_000 });
  await find.click();
  await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
  await expect.poll(() => events.filter((event) => event.name === 'user-constraint-error').length).toBe(3);

  await page.getByLabel('Appointment Type').selectOption('DOT Physicals');
  await page.getByLabel('Location').fill('45202');
  await page.getByLabel('Date').fill(day(4));
  await find.click();

  await page.waitForURL(/\/prescreen\/1\?/);
  await page.getByRole('combobox', { name: 'Employer' }).selectOption({ label: 'Riverbend Transit Authority' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(/\/scheduler\/result\?/);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await pickFirstSlot(card);
  await card.getByRole('button', { name: /^Continue/ }).click();

  await page.waitForURL('**/scheduler/schedule');
  await fillPatientDetails(page, patient, { weight: '160' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel("Patient's legal name", { exact: true }).fill(`${patient.firstName} ${patient.lastName}`);
  await page.getByLabel('Your relationship to the patient', { exact: true }).selectOption('Self');
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  await radio(page.locator('main'), /Notice of Privacy Practices/, 'Yes').check();
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
    await radio(page.locator('main'), legend, 'Yes').check();
  }
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await page.waitForURL('**/scheduler/confirmation');

  // A new search, left half-filled twice: by a link to another page, then by leaving the site.
  await page.getByRole('link', { name: 'Schedule Another Appointment' }).click();
  await page.waitForURL(/\/health-services\/scheduler$/);
  await page.getByRole('textbox', { name: 'Location' }).fill('45202');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a clinic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Clinic' })).toBeVisible();
  await expect.poll(() => events.filter((event) => event.name === 'form-field-abandonment').length).toBe(1);
  await expect.poll(() => events.filter((event) => event.name === 'navigate').length).toBe(6);

  // Playwright does not report beacons, so the page keeps a copy of each one it sends, which the next page reads.
  // A page being hidden has no time to read a Blob back, so the copy is taken from the text it was made of.
  await page.addInitScript(() => {
    const texts = new WeakMap<Blob, string>();
    const PageBlob = Blob;
    window.Blob = class extends PageBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        if (parts?.every((part) => typeof part === 'string')) texts.set(this, parts.join(''));
      }
    };
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const text = body instanceof PageBlob ? texts.get(body) : undefined;
      if (text) localStorage.setItem('beacon', text);
      return send(url, body);
    };
  });
  await page.goto('/health-services/scheduler');
  await page.getByRole('textbox', { name: 'Location' }).fill('Cincinnati, OH');
  await page.goto('/health/clinic/services');
  const beacon = await page.evaluate(() => localStorage.getItem('beacon'));
  events.push(...(JSON.parse(beacon ?? '{"events":[]}') as { events: PostedEvent[] }).events);

  // §9 versions, the component and the guest flag on every event.
  for (const event of events) {
    expect(event.schemaVersion, event.name).toBe(ANALYTICS_SCHEMA_VERSIONS[event.name]);
    expect(event.component).toBe('unified scheduler');
    expect(event.isGuest).toBe(true);
  }

  // §4: start 1, each continue one more, complete resets; the process in progress, then done.
  expect(flowEvents(events)).toEqual([
    ['start-flow', 1, 'in_progress', 'search'],
    ['continue-flow', 2, 'in_progress', 'employer'],
    ['continue-flow', 3, 'in_progress', 'results'],
    ['continue-flow', 4, 'in_progress', 'patientDetails'],
    ['continue-flow', 5, 'in_progress', 'financialConsent'],
    ['continue-flow', 6, 'in_progress', 'privacyPractice'],
    ['continue-flow', 7, 'in_progress', 'generalConsent'],
    ['complete-flow', 8, 'done', 'generalConsent'],
  ]);
  expect(events.find((event) => event.name === 'start-flow')?.data).toMatchObject({
    category: 'DOT Physicals',
    redirectAction: 'prescreen',
  });

  const routes = events.filter((event) => event.name === 'navigate').map(({ data }) => `${data.from}>${data.to}`);
  expect(routes).toEqual([
    'main>prescreen',
    'prescreen>results',
    'results>schedule',
    'schedule>confirmation',
    'confirmation>main',
    'main>clinicLocations',
  ]);

  const constraintErrors = events.filter((event) => event.name === 'user-constraint-error').map(({ data }) => data);
  expect(constraintErrors).toEqual([
    expect.objectContaining({
      form: 'search',
      fieldName: 'type',
      rule: 'typeRequired',
      step: 1,
      processStatus: 'idle',
    }),
    expect.objectContaining({ form: 'search', fieldName: 'location', rule: 'locationRequired' }),
    expect.objectContaining({ form: 'search', fieldName: 'appointmentDate', rule: 'dateInvalid' }),
  ]);
  const alerts = events.filter((event) => event.name === 'display-alert').map(({ data }) => data.alert);
  expect(alerts).toContain('search-banner');
  const abandoned = events.filter((event) => event.name === 'form-field-abandonment').map(({ data }) => data);
  expect(abandoned).toEqual([
    expect.objectContaining({ form: 'search', fieldName: 'location', step: 1, processStatus: 'done' }),
    expect.objectContaining({ form: 'search', fieldName: 'location' }),
  ]);

  // Nothing the visitor typed went anywhere: no name, date of birth, contact, address, location or date.
  const posted = JSON.stringify(events);
  for (const typed of [
    patient.firstName,
    patient.lastName,
    patient.email,
    '45202',
    day(4),
    'Cincinnati',
    ...TYPED_VALUES,
  ]) {
    expect(posted).not.toMatch(typed);
  }
});
