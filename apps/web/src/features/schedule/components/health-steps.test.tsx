import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';
import { VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import { openSubPage, startEachTestClean } from '@/features/schedule/test/schedule-harness';
import { HELD, PROVIDER, SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';

const DIETITIAN = {
  ...SICK_VISIT,
  flow: 'DIETITIAN' as const,
  category: 'Telenutrition',
  provider: { ...PROVIDER, businessName: 'dietitian', providerId: 'rd-amelia-brooks' },
};
const VACCINE = {
  ...SICK_VISIT,
  flow: 'EVERYDAY_VACCINE' as const,
  category: 'Vaccines',
  appointment: { ...HELD, services: [{ id: 101, name: 'Flu', isVaccine: true, isAvailable: true }] },
};

startEachTestClean();

const openWith =
  (hold: SchedulerState, category: string) =>
  (heading: string, current: keyof PatientFormData, alsoDone: (keyof PatientFormData)[] = []) =>
    openSubPage(heading, { hold, category, data: { patientDetails: VALID_PATIENT }, current, alsoDone });
const openDietitian = openWith(DIETITIAN, 'Telenutrition');
const openVaccine = openWith(VACCINE, 'Vaccines');

describe('dietitian sub-pages', { timeout: 20_000 }, () => {
  it('asks for medical history, and the text of Other and the medications when ticked', async () => {
    const user = await openDietitian('Medical History', 'medicalHistory');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Select at least one condition, or None of these.')).not.toHaveLength(0);
    expect(screen.getAllByText('Please tell us whether the patient takes any medications.')).not.toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(within(screen.getByRole('group', { name: /medications/ })).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please describe the other condition.')).not.toHaveLength(0);
    expect(screen.getAllByText('Please list the medications.')).not.toHaveLength(0);
    const other = screen.getByLabelText('Other condition');
    await user.type(other, '  Gout  ');
    await user.tab();
    expect(other).toHaveValue('Gout');
  });

  it('asks which allergies only after a yes', async () => {
    const user = await openDietitian('Dietary Restrictions', 'dietaryRestrictions', ['medicalHistory']);
    expect(screen.queryByRole('group', { name: 'Which allergies or restrictions?' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: /food allergies/ })).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Select at least one allergy or restriction.')).not.toHaveLength(0);
  });

  it('caps the appointment goals and needs text for Other', async () => {
    const user = await openDietitian('Appointment Goals', 'appointmentGoals', [
      'medicalHistory',
      'dietaryRestrictions',
    ]);
    for (const goal of ['Weight management', 'Digestive health', 'Sports nutrition', 'Other']) {
      await user.click(screen.getByRole('checkbox', { name: goal }));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('You can only select up to 3 goals.')).not.toHaveLength(0);
    expect(screen.getAllByText('Please describe the other goal.')).not.toHaveLength(0);
  });

  it('uses the telehealth consent and its legal name limit', async () => {
    await openDietitian('Telehealth Financial Responsibility', 'financialConsentForTelemedicine', [
      'medicalHistory',
      'dietaryRestrictions',
      'appointmentGoals',
      'survey',
      'simpleInsurance',
    ]);
    expect(screen.getByRole('region', { name: 'Telehealth Consent and Financial Responsibility' })).toBeVisible();
    expect(screen.getByText('Up to 50 characters.')).toBeVisible();
  });
});

describe('vaccine sub-pages', { timeout: 20_000 }, () => {
  it('skips the reason for visit the Vaccines category leaves out', async () => {
    await openVaccine('Medical Information', 'medicalInformation');
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(stepper).getByText('2 of 4', { exact: false })).toBeInTheDocument();
  });

  it('asks each question and opens details under a yes', async () => {
    const user = await openVaccine('Medical Information', 'medicalInformation');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('This is a required field')).length).toBeGreaterThan(10);
    const recent = screen.getByRole('group', { name: /vaccines in the past 4 weeks/ });
    await user.click(within(recent).getByLabelText('Yes'));
    expect(screen.getByLabelText('Vaccine name')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.getByLabelText('Vaccine name 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Remove vaccine name 2/ }));
    expect(screen.queryByLabelText('Vaccine name 2')).toBeNull();
  });

  it('shows the configured vaccine consent', async () => {
    await openVaccine('Vaccine Consent', 'vaccineConsent', ['medicalInformation', 'insurance']);
    expect(screen.getByRole('region', { name: 'Consent for Vaccination' })).toHaveClass('scrolling');
  });
});
