import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import {
  findSubPage,
  renderSchedule,
  seedDraft,
  seedHold,
  startEachTestClean,
} from '@/features/schedule/test/schedule-harness';
import { HELD, PROVIDER, SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';

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

describe('dietitian sub-pages', { timeout: 20_000 }, () => {
  it('asks for medical history, and the text of Other and the medications when ticked', async () => {
    seedHold(DIETITIAN);
    seedDraft('Telenutrition', { patientDetails: VALID_PATIENT }, 'medicalHistory');
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Medical History');
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
    seedHold(DIETITIAN);
    seedDraft('Telenutrition', { patientDetails: VALID_PATIENT }, 'dietaryRestrictions', ['medicalHistory']);
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Dietary Restrictions');
    expect(screen.queryByRole('group', { name: 'Which allergies or restrictions?' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: /food allergies/ })).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Select at least one allergy or restriction.')).not.toHaveLength(0);
  });

  it('caps the appointment goals and needs text for Other', async () => {
    seedHold(DIETITIAN);
    seedDraft('Telenutrition', { patientDetails: VALID_PATIENT }, 'appointmentGoals', [
      'medicalHistory',
      'dietaryRestrictions',
    ]);
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Appointment Goals');
    for (const goal of ['Weight management', 'Digestive health', 'Sports nutrition', 'Other']) {
      await user.click(screen.getByRole('checkbox', { name: goal }));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('You can only select up to 3 goals.')).not.toHaveLength(0);
    expect(screen.getAllByText('Please describe the other goal.')).not.toHaveLength(0);
  });

  it('uses the telehealth consent and its legal name limit', async () => {
    seedHold(DIETITIAN);
    seedDraft('Telenutrition', { patientDetails: VALID_PATIENT }, 'financialConsentForTelemedicine', [
      'medicalHistory',
      'dietaryRestrictions',
      'appointmentGoals',
      'survey',
      'simpleInsurance',
    ]);
    renderSchedule();
    await findSubPage('Telehealth Financial Responsibility');
    expect(screen.getByRole('region', { name: 'Telehealth Consent and Financial Responsibility' })).toBeVisible();
    expect(screen.getByText('Up to 50 characters.')).toBeVisible();
  });
});

describe('vaccine sub-pages', { timeout: 20_000 }, () => {
  it('skips the reason for visit the Vaccines category leaves out', async () => {
    seedHold(VACCINE);
    seedDraft('Vaccines', { patientDetails: VALID_PATIENT }, 'medicalInformation');
    renderSchedule();
    await findSubPage('Medical Information');
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(stepper).getByText('2 of 4', { exact: false })).toBeInTheDocument();
  });

  it('asks each question and opens details under a yes', async () => {
    seedHold(VACCINE);
    seedDraft('Vaccines', { patientDetails: VALID_PATIENT }, 'medicalInformation');
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Medical Information');
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
    seedHold(VACCINE);
    seedDraft('Vaccines', { patientDetails: VALID_PATIENT }, 'vaccineConsent', ['medicalInformation', 'insurance']);
    renderSchedule();
    await findSubPage('Vaccine Consent');
    expect(screen.getByRole('region', { name: 'Consent for Vaccination' })).toHaveClass('scrolling');
  });
});
