import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { addDays, newPatient, today } from '../support/bookings.js';
import { mailTo, textTo } from '../support/mailbox.js';
import { asOwnClient } from '../support/manage.js';
import { radio } from '../support/patient-details.js';

/**
 * The whole journey in Spanish (decision 057): search, results, a held time, the patient form, the booking, the
 * confirmation, finding the appointment and cancelling it, axe-clean at each step and at both widths, with a switch
 * to English and back halfway through the form that keeps the held time and what was typed. The confirmation
 * e-mail, its calendar file and the text message arrive in Spanish at the run's SMTP server and SMS stand-in.
 */

/** A calendar file's lines as written, its folded lines joined again (RFC 5545 §3.1). */
const calendarLines = (ics: string) => ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

const BOOKINGS = '/appointment-management/v2/appointments';

test.describe.configure({ timeout: 150_000 });

async function checkPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expectNoAxeViolations(page);
}

/** The first time the card offers, paging on past days without any (a closed clinic, a day already over). */
async function pickFirstSlot(card: Locator) {
  for (let shown = 0; shown < 7; shown += 1) {
    const slot = card.locator('button[value]').first();
    if (await slot.isVisible()) {
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    await card.getByRole('button', { name: 'Días siguientes' }).click();
  }
  throw new Error('The card offered no time within a week.');
}

test('a visitor books, finds and cancels a sick visit in Spanish', { tag: '@layout' }, async ({ page }, info) => {
  const patient = newPatient();
  // A number of this run's own, so its text message is told from the other journeys'.
  const phone = `513555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  await asOwnClient(page);

  await page.goto('/health-services/scheduler?lang=es');
  await checkPage(page, 'Buscar una cita');
  const type = page.getByLabel('Tipo de cita', { exact: true });
  await expect(type.getByRole('option', { name: 'Enfermedades y lesiones' })).toBeAttached();
  await type.selectOption('Illness & Injury');
  await page.getByLabel('Lugar', { exact: true }).fill('45202');
  // From tomorrow: a time later today can pass while a slow machine fills the form, and the API then refuses it.
  const [year, month, day] = addDays(today, 1).split('-');
  await page.getByLabel('Fecha', { exact: true }).fill(`${month}/${day}/${year}`);
  await page.getByRole('button', { name: 'Buscar cita' }).click();

  await checkPage(page, 'Elija el horario de su cita');
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  // Page 3 of the results: the other journeys hold times on the first cards of pages 1 and 2.
  await page.getByRole('link', { name: 'Página 3' }).first().click();
  const card = page.getByRole('article').nth(info.project.name === 'mobile' ? 1 : 0);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await pickFirstSlot(card);
  await card.getByRole('button', { name: /^Continuar/ }).click();

  await checkPage(page, 'Datos del paciente');
  const panel = page.getByRole('complementary', { name: 'Citas (1)' });
  await expect(panel).toContainText(/\d{1,2}:\d{2} [ap]\.\s?m\./);
  const form = page.getByRole('form', { name: 'Datos del paciente' });
  await form.getByLabel('Nombre legal del paciente', { exact: true }).fill(patient.firstName);
  await form.getByLabel('Apellido legal del paciente', { exact: true }).fill(patient.lastName);

  // Halfway through the form the visitor switches to English and back: the held time and the typing stay.
  const held = await panel.getByRole('timer').textContent();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Details' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).not.toHaveURL(/[?&]lang=/);
  await expect(page.getByLabel("Patient's legal first name", { exact: true })).toHaveValue(patient.firstName);
  await expect(page.getByRole('complementary', { name: 'Appointments (1)' }).getByRole('timer')).toBeVisible();
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos del paciente' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  await expect(form.getByLabel('Apellido legal del paciente', { exact: true })).toHaveValue(patient.lastName);
  expect(held).toMatch(/^\d+:\d{2}$/);

  await form.getByLabel('Mes', { exact: true }).fill('04');
  await form.getByLabel('Día', { exact: true }).fill('09');
  await form.getByLabel('Año', { exact: true }).fill('1988');
  await radio(form, 'Sexo asignado al nacer', 'Femenino').check();
  await form.getByLabel('Género', { exact: true }).selectOption('female');
  await form.getByLabel('Raza', { exact: true }).selectOption('Asian');
  await form.getByLabel('Origen étnico', { exact: true }).selectOption('Not Hispanic or Latino');
  await form.getByLabel('Dirección', { exact: true }).fill('100 Main St');
  await form.getByLabel('Ciudad', { exact: true }).fill('Cincinnati');
  await form.getByLabel('Estado', { exact: true }).selectOption('OH');
  await form.getByLabel('Código postal', { exact: true }).fill('45202');
  await form.getByLabel('Condado', { exact: true }).fill('Hamilton');
  await form.getByLabel('Número de teléfono', { exact: true }).fill(phone);
  await form.getByLabel('Confirme el número de teléfono', { exact: true }).fill(phone);
  await radio(form, '¿Es un número de celular?', 'Sí').check();
  await form.locator('#isMobileConsentChecked').check();
  await form.getByLabel('Correo electrónico', { exact: true }).fill(patient.email);
  await form.getByLabel('Confirme el correo electrónico', { exact: true }).fill(patient.email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await checkPage(page, 'Motivo de la consulta');
  await page.getByRole('checkbox', { name: 'Dolor de garganta' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await checkPage(page, 'Información del seguro');
  await radio(page.locator('main'), '¿El paciente tiene seguro médico?', 'No').check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await checkPage(page, 'Responsabilidad financiera');
  await page.getByLabel('Nombre legal del paciente', { exact: true }).fill(`${patient.firstName} ${patient.lastName}`);
  await page.getByLabel('Su relación con el paciente', { exact: true }).selectOption('Self');
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();

  await checkPage(page, 'Aviso de prácticas de privacidad');
  await radio(page.locator('main'), /Aviso de prácticas de privacidad/, 'Sí').check();
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();

  await checkPage(page, 'Consentimiento para el tratamiento');
  for (const legend of [/citas perdidas/, /intercambio de información de salud/, /portal del paciente/]) {
    await radio(page.locator('main'), legend, 'Sí').check();
  }
  const booked = page.waitForResponse((response) => response.url().endsWith(BOOKINGS));
  await page.getByRole('button', { name: 'Hacer la cita' }).click();
  const confirmCode: string = (await (await booked).json()).data.appointments[0].confirmCode;

  await checkPage(page, 'Su cita está confirmada');
  await expect(page.getByRole('region', { name: 'Datos del paciente' })).toContainText(patient.firstName);
  await expect(page.locator('main')).toContainText('Consulta por enfermedad');

  const mail = await mailTo(patient.email, /confirmada/);
  expect(mail.subject).toBe('Su cita en The Local Clinic está confirmada');
  expect(mail.html).toMatch(/<html[^>]*lang="es-US"/);
  expect(mail.text).toContain(`Hola, ${patient.firstName}:`);
  expect(mail.text).toContain('Consulta por enfermedad');
  expect(mail.text).not.toMatch(/\b(Hello|When|Where|booked|Sick Visit|Monday|Tuesday|Wednesday|Thursday|Friday)\b/);
  expect(mail.calendarFilename).toBe('cita.ics');
  const calendar = calendarLines(mail.calendar ?? '');
  expect(calendar.find((line) => line.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Consulta por enfermedad en /);
  expect(calendar.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Código de confirmación');
  const text = await textTo(`+1${phone}`, /confirmada/);
  expect(text.body).toMatch(/^The Local Clinic: su cita está confirmada para el .+ Responda STOP para salir\.$/);
  // The file the page downloads says what the e-mailed one says, in Spanish too.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Agregar al calendario/ }).click();
  const downloaded = calendarLines(await readFile((await (await downloading).path())!, 'utf8'));
  for (const name of ['SUMMARY', 'LOCATION']) {
    const say = (lines: string[]) => lines.find((line) => line.startsWith(`${name}:`));
    expect(say(downloaded)).toBe(say(calendar));
  }
  expect(downloaded.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Código de confirmación');

  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Buscar mi cita' }).click();
  await checkPage(page, 'Buscar mi cita');
  await page.getByLabel('Código de confirmación').fill(confirmCode);
  await page.getByLabel('Apellido del paciente').fill(patient.lastName);
  await page.getByLabel('Fecha de nacimiento').fill('04/09/1988');
  await page.getByRole('button', { name: 'Buscar la cita' }).click();
  const details = page.getByRole('region', { name: 'Su cita' });
  await expect(details).toContainText('Reservada');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancelar la cita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar la cita' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar la cita' }).click();
  await expect(page.getByText('¡Se canceló su cita!')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a physical is found in Spanish through its prescreen to the results', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/health-services/scheduler?lang=es');
  await checkPage(page, 'Buscar una cita');
  await page.getByLabel('Tipo de cita', { exact: true }).selectOption('Physicals');
  await page.getByLabel('Lugar', { exact: true }).fill('45202');
  const [year, month, day] = addDays(today, 4).split('-');
  await page.getByLabel('Fecha', { exact: true }).fill(`${month}/${day}/${year}`);
  await page.getByRole('button', { name: 'Buscar cita' }).click();

  await checkPage(page, 'Exámenes físicos');
  await expect(page.getByText(/1 de 2/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Complete todos los campos obligatorios' })).toBeFocused();
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(/2 de 2/)).toBeVisible();
  await page.getByLabel('Examen físico escolar').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ver los horarios disponibles' }).click();

  await checkPage(page, 'Elija el horario de su cita');
  await expect(page).toHaveURL(/[?&]lang=es\b/);
});

test('the locator and a clinic page read in Spanish', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/health-services/clinic/locations?lang=es');
  await checkPage(page, 'Buscar una clínica');
  await page.getByRole('combobox', { name: 'Buscar una clínica' }).fill('45202');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await first.getByRole('link', { name: /Datos de la clínica/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Horario' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  await expectNoAxeViolations(page);
});
