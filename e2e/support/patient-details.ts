import type { Locator, Page } from '@playwright/test';
import type { Patient } from './bookings.js';

export const radio = (scope: Locator, legend: string | RegExp, option: string) =>
  scope.getByRole('group', { name: legend }).getByLabel(option, { exact: true });

export interface PatientDetailsAnswers {
  city?: string;
  /** Pounds, for visits that ask the weight. */
  weight?: string;
  /** A mobile number, with consent to texts; otherwise a landline. */
  mobile?: boolean;
}

/** Fills the Patient Details sub-page: the patient's name and e-mail, born 9 April 1988, living in Cincinnati. */
export async function fillPatientDetails(
  page: Page,
  patient: Patient,
  { city = 'Cincinnati', weight, mobile = false }: PatientDetailsAnswers = {},
) {
  const form = page.getByRole('form', { name: 'Patient Details' });
  await form.getByLabel("Patient's legal first name", { exact: true }).fill(patient.firstName);
  await form.getByLabel("Patient's legal last name", { exact: true }).fill(patient.lastName);
  await form.getByLabel('Month', { exact: true }).fill('04');
  await form.getByLabel('Day', { exact: true }).fill('09');
  await form.getByLabel('Year', { exact: true }).fill('1988');
  await radio(form, 'Sex assigned at birth', 'Female').check();
  await form.getByLabel('Gender', { exact: true }).selectOption('female');
  await form.getByLabel('Race', { exact: true }).selectOption('Asian');
  await form.getByLabel('Ethnicity', { exact: true }).selectOption('Not Hispanic or Latino');
  if (weight) await form.getByLabel('Weight in pounds', { exact: true }).fill(weight);
  await form.getByLabel('Street address', { exact: true }).fill('100 Main St');
  await form.getByLabel('City', { exact: true }).fill(city);
  await form.getByLabel('State', { exact: true }).selectOption('OH');
  await form.getByLabel('ZIP code', { exact: true }).fill('45202');
  await form.getByLabel('County', { exact: true }).fill('Hamilton');
  await form.getByLabel('Phone number', { exact: true }).fill('5135550142');
  await form.getByLabel('Confirm phone number', { exact: true }).fill('(513) 555-0142');
  await radio(form, 'Is this a mobile number?', mobile ? 'Yes' : 'No').check();
  if (mobile) await form.getByRole('checkbox', { name: /text message/ }).check();
  await form.getByLabel('Email address', { exact: true }).fill(patient.email);
  await form.getByLabel('Confirm email address', { exact: true }).fill(patient.email);
}
