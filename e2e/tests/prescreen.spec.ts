import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { watchCspViolations } from '../support/csp.js';

const PRESCREEN = '/health-services/scheduler/prescreen';
const BANNER = 'Please fill out all required fields to continue';

/** A calendar date some days from the visitor's today, as the forms type it and as the URL carries it. */
function day(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [year, month, dayOfMonth] = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())];
  return { us: `${month}/${dayOfMonth}/${year}`, iso: `${year}-${month}-${dayOfMonth}` };
}

const start = (type: string, date = day(5).iso) =>
  `${PRESCREEN}/1?${new URLSearchParams({ type, location: '45202', date })}`;

async function resultsQuery(page: Page) {
  await page.waitForURL(/\/health-services\/scheduler\/result\?/);
  return new URL(page.url()).searchParams;
}

const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: BANNER });

test('physicals: from the search form through both steps to results', { tag: '@layout' }, async ({ page }) => {
  const csp = watchCspViolations(page);
  await page.goto('/health-services/scheduler');
  await page.getByLabel('Appointment Type').selectOption('Physicals');
  await page.getByLabel('Location').fill('45202');
  await page.getByLabel('Date').fill(day(4).us);
  await page.getByRole('button', { name: 'Find Appointment' }).click();

  await expect(page).toHaveURL(new RegExp(`${PRESCREEN}/1\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Physicals' })).toBeVisible();
  await expect(page.getByText(/1 of 2/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(errorSummary(page)).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${PRESCREEN}/2\\?`));
  await expect(page.getByText(/2 of 2/)).toBeVisible();
  await page.getByLabel('School physical').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'See Available Times' }).click();

  const query = await resultsQuery(page);
  expect(Object.fromEntries(query)).toMatchObject({
    type: 'Physicals',
    location: '45202',
    date: day(4).iso,
    serviceIds: '302',
  });
  expect(csp).toEqual([]);
});

test('a step beyond the completed ones goes to the first unfinished step', async ({ page }) => {
  await page.goto(start('Physicals').replace(`${PRESCREEN}/1`, `${PRESCREEN}/2`));
  await expect(page).toHaveURL(new RegExp(`${PRESCREEN}/1\\?`));
  await expect(page.getByText(/1 of 2/)).toBeVisible();
});

test('DOT physical with drug screening for an employer whose drug testing we do', async ({ page }) => {
  await page.goto(start('DOT Physicals'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'Employer is a required field.' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Employer' }).selectOption({ label: 'Buckeye Freight Lines' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(/2 of 2/)).toBeVisible();
  await page.getByRole('button', { name: 'See Available Times' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'This is a required field' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Yes').check();
  await page.getByRole('button', { name: 'See Available Times' }).click();
  expect((await resultsQuery(page)).get('serviceIds')).toBe('402');
});

test('DOT physical without drug screening finishes after the employer', async ({ page }) => {
  await page.goto(start('DOT Physicals'));
  await page.getByRole('combobox', { name: 'Employer' }).selectOption({ label: 'Riverbend Transit Authority' });
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await resultsQuery(page)).get('serviceIds')).toBe('401');
});

test('vaccines: Shingles alone goes to results with its service', async ({ page }) => {
  await page.goto(start('Vaccines'));
  const vaccines = page.getByRole('group', { name: 'Which vaccines would you like?' });
  await expect(vaccines.getByRole('checkbox').first()).toHaveAccessibleName('Flu Vaccine');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'Please choose at least one vaccine.' })).toBeVisible();
  await vaccines.getByLabel('Shingles Vaccine').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const query = await resultsQuery(page);
  expect(query.get('serviceIds')).toBe('105');
  expect(query.get('date')).toBe(day(5).iso);
});

test('vaccines: a COVID-19 vaccine asks the eligibility questions and books the mapped dose', async ({ page }) => {
  await page.goto(start('Vaccines'));
  await page.getByLabel('COVID-19 Vaccine').check();
  await page.getByLabel('Shingles Vaccine').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    errorSummary(page).getByRole('link', {
      name: 'The vaccines you have selected cannot be scheduled together. Please go back and confirm your selections again.',
    }),
  ).toBeVisible();
  await page.getByLabel('Shingles Vaccine').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`${PRESCREEN}/2\\?`));
  await expect(page.getByText(/2 of 2/)).toBeVisible();
  const group = (name: RegExp) => page.getByRole('group', { name });
  await group(/symptoms of COVID-19/)
    .getByLabel('Yes')
    .check();
  await expect(page.getByText(/has recovered and their isolation period has ended/)).toBeVisible();
  await group(/How old/)
    .getByLabel('65 or older')
    .check();
  await group(/severe allergic reaction/)
    .getByLabel('No')
    .check();
  await page
    .getByRole('combobox', { name: /How many COVID-19 vaccine doses/ })
    .selectOption({ label: '2 or more doses' });
  await page.getByRole('combobox', { name: /most recent dose/ }).selectOption({ label: 'Pfizer-BioNTech' });
  const lastDose = page.getByRole('textbox', { name: 'Date of the most recent dose' });
  await lastDose.fill(day(2).us);
  await page.getByRole('button', { name: 'See Available Times' }).click();
  await expect(errorSummary(page).getByRole('link', { name: 'Date must be in the past.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await lastDose.fill(day(-10).us);
  await group(/other vaccine in the last 14 days/)
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'See Available Times' }).click();

  // A booster, 60 days after the last dose: the search date moves to then.
  const query = await resultsQuery(page);
  expect(query.get('serviceIds')).toBe('104');
  expect(query.get('date')).toBe(day(50).iso);
});

test('vaccines: an ineligible answer stops the COVID-19 booking', async ({ page }) => {
  await page.goto(start('Vaccines'));
  await page.getByLabel('COVID-19 Vaccine').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('group', { name: /symptoms of COVID-19/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /How old/ })
    .getByLabel('Younger than 5')
    .check();
  await page.getByRole('button', { name: 'See Available Times' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /patients 5 and older/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PRESCREEN}/2\\?`));
});

test('dietitian: an unlicensed state is refused, a valid visit goes to results', async ({ page }) => {
  await page.goto(`${PRESCREEN}/1?type=Telenutrition&external=true`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Telenutrition with a Registered Dietitian' }),
  ).toBeVisible();
  const state = page.getByRole('combobox', { name: 'State you will be in during the visit' });
  await expect(state.getByRole('option', { name: 'Alaska' })).toBeAttached();
  await state.selectOption('AK');
  const notLicensed =
    'Our dietitians are not licensed in Alaska yet, so we cannot schedule a telenutrition visit there.';
  await expect(page.getByText(notLicensed)).toBeVisible();
  await page.getByRole('combobox', { name: 'Your time zone' }).selectOption('AKT');
  await page.getByRole('textbox', { name: 'Preferred date' }).fill(day(10).us);
  await page.getByRole('group', { name: 'Is the patient covered by Medicaid?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'See Available Times' }).click();
  await expect(errorSummary(page).getByRole('link', { name: notLicensed })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(new RegExp(`${PRESCREEN}/1\\?`));

  await state.selectOption('OH');
  await page.getByRole('combobox', { name: 'Your time zone' }).selectOption('ET');
  await page.getByRole('button', { name: 'See Available Times' }).click();
  const query = await resultsQuery(page);
  expect(Object.fromEntries(query)).toMatchObject({
    type: 'Telenutrition',
    location: 'OH',
    date: day(10).iso,
    serviceIds: '801',
    timeZone: 'ET',
    external: 'true',
  });
});
