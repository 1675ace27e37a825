import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { today, weekdayAhead } from '../support/bookings.js';
import { checkSpanishPage, pickFirstSlot, typedDate } from '../support/spanish-pages.js';

/**
 * The vaccine, virtual-visit and dietitian flows in Spanish (decision 057), from the search to a held time in the
 * patient form, axe-clean at each step and at both widths: the prescreens, the state question with the states'
 * Spanish names, the results and the held service named in Spanish.
 */

test.describe.configure({ timeout: 120_000 });

async function search(page: Page, category: string, place: string, date: string) {
  await page.goto('/health-services/scheduler?lang=es');
  await checkSpanishPage(page, 'Buscar una cita');
  await page.getByLabel('Tipo de cita', { exact: true }).selectOption(category);
  await page.getByLabel('Lugar', { exact: true }).fill(place);
  await page.getByLabel('Fecha', { exact: true }).fill(typedDate(date));
  await page.getByRole('button', { name: 'Buscar cita' }).click();
}

/** Holds the first time of the `nth` card and goes on to the patient form, whose panel names the service. */
async function holdAndFill(page: Page, nth: number, service: string | RegExp) {
  const card = page.getByRole('article').nth(nth);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await pickFirstSlot(card);
  await card.getByRole('button', { name: /^Continuar/ }).click();
  await checkSpanishPage(page, 'Datos del paciente');
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  const panel = page.getByRole('complementary', { name: 'Citas (1)' });
  await expect(panel).toContainText(service);
  await expect(panel).toContainText(/\d{1,2}:\d{2} [ap]\.\s?m\./);
}

test('a vaccine is chosen in Spanish and its time held', { tag: '@layout' }, async ({ page }, info) => {
  await search(page, 'Vaccines', '45202', weekdayAhead(3));
  const offer = page.getByRole('dialog', { name: '¿Necesita prepararse para un viaje?' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'No', exact: true }).click();

  await checkSpanishPage(page, 'Vacunas');
  const vaccines = page.getByRole('group', { name: '¿Qué vacunas quiere?' });
  await expect(vaccines.getByRole('checkbox').first()).toHaveAccessibleName('Vacuna contra la gripe');
  await expect(vaccines).toContainText('Vacuna contra la culebrilla (herpes zóster)');
  await expect(vaccines).not.toContainText(/Vaccine|Flu/);
  await vaccines.getByLabel('Vacuna contra la gripe').check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await checkSpanishPage(page, 'Elija el horario de su cita');
  // The second card: the other vaccine journeys hold times on the first.
  await holdAndFill(page, info.project.name === 'mobile' ? 2 : 1, 'Vacuna contra la gripe');
});

test('a virtual visit asks the state in Spanish and holds a time', { tag: '@layout' }, async ({ page }) => {
  // The state typed as Spanish names it, as the question then offers it.
  // From today: a virtual visit is booked at most two days ahead, on the team's own calendar.
  await search(page, 'Virtual Visit', 'Raleigh, Carolina del Norte', today);
  const dialog = page.getByRole('dialog', { name: '¿Dónde se encuentra?' });
  const state = dialog.getByRole('combobox', { name: 'Estado durante su consulta' });
  await expect(state).toHaveValue('NC');
  await expect(state.locator('option:checked')).toHaveText('Carolina del Norte');
  const names = (await state.locator('option').allTextContents()).slice(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es-US')));
  expect(names).not.toContain('North Carolina');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await checkSpanishPage(page, 'Elija el horario de su cita');
  await expect(page.getByText('Carolina del Norte').first()).toBeVisible();
  await holdAndFill(page, 0, 'Consulta virtual por enfermedad');
});

test('a dietitian visit goes through its prescreen in Spanish and holds a time', { tag: '@layout' }, async ({
  page,
}) => {
  await search(page, 'Telenutrition', 'Columbus, OH', weekdayAhead(10));
  await checkSpanishPage(page, 'Nutrición a distancia con un dietista registrado');
  const state = page.getByRole('combobox', { name: 'Estado en el que estará durante la consulta' });
  await expect(state.getByRole('option', { name: 'Nuevo México' })).toBeAttached();
  await state.selectOption('OH');
  await page.getByRole('combobox', { name: 'Su zona horaria' }).selectOption('ET');
  await page.getByRole('textbox', { name: 'Fecha preferida' }).fill(typedDate(weekdayAhead(10)));
  await page.getByRole('group', { name: '¿El paciente tiene cobertura de Medicaid?' }).getByLabel('No').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ver los horarios disponibles' }).click();

  await checkSpanishPage(page, 'Resultados de nutrición a distancia en Ohio');
  await holdAndFill(page, 0, /Primera consulta con el dietista|Consulta de seguimiento con el dietista/);
});
