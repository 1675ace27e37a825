import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_APPOINTMENT_NOTES } from '@/features/schedule/model/notes-schema';
import { VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import { findSubPage, openSubPage, startEachTestClean } from '@/features/schedule/test/schedule-harness';
import { SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';

const CATEGORY = 'Illness & Injury';
const DONE = {
  patientDetails: VALID_PATIENT,
  appointmentNotes: { ...EMPTY_APPOINTMENT_NOTES, reasons: ['Sore throat'] },
};

startEachTestClean();

describe('reason for visit', { timeout: 20_000 }, () => {
  it('needs a reason and caps them at the configured maximum', async () => {
    const user = await openSubPage('Reason for Visit', {
      category: CATEGORY,
      data: { patientDetails: VALID_PATIENT },
      current: 'appointmentNotes',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('You must select at least one reason')).not.toHaveLength(0);
    for (const reason of ['Sore throat', 'Allergies', 'Sinus pain or pressure', 'Rash or skin problem']) {
      await user.click(screen.getByRole('checkbox', { name: reason }));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('You can only select up to 3 reasons.')).not.toHaveLength(0);
  });
});

describe('insurance', { timeout: 20_000 }, () => {
  it('reveals the policy on yes and adds and removes a secondary policy', async () => {
    const user = await openSubPage('Insurance Information', { category: CATEGORY, data: DONE, current: 'insurance' });
    expect(screen.queryByLabelText('Member ID')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This is a required field.')).not.toHaveLength(0);

    const question = screen.getByRole('group', { name: 'Does the patient have health insurance?' });
    await user.click(within(question).getByLabelText('Yes'));
    expect(screen.getByLabelText('Member ID')).toBeVisible();
    await user.type(screen.getByLabelText('Member ID'), 'M'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Member ID must be 20 characters or less.')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add secondary insurance' }));
    const secondary = screen.getByRole('region', { name: 'Secondary Insurance' });
    await waitFor(() => expect(within(secondary).getByLabelText('Insurance company')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove secondary insurance' }));
    expect(screen.queryByRole('region', { name: 'Secondary Insurance' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add secondary insurance' })).toHaveFocus());
  });

  it('answers insurance and Medicare for a Medicare recipient', async () => {
    await openSubPage('Insurance Information', {
      hold: { ...SICK_VISIT, prescreenAnswers: { medicareRecipient: 'yes', medicareBeneficiaryId: '1EG4-TE5-MK73' } },
      category: CATEGORY,
      data: DONE,
      current: 'insurance',
    });
    expect(screen.getByText(/receives Medicare/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Does the patient have health insurance?' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Does the patient have Medicare?' })).toBeNull();
    expect(screen.getByLabelText('Insurance company')).toHaveValue('Medicare');
    expect(screen.getByLabelText('Medicare Beneficiary Identifier (optional)')).toHaveValue('1EG4-TE5-MK73');
  });
});

describe('the consent step', { timeout: 20_000 }, () => {
  const beforeConsent = { ...DONE, insurance: undefined };
  const openConsent = () =>
    openSubPage('Financial Responsibility', { category: CATEGORY, data: beforeConsent, current: 'financialConsent' });

  it('hides the appointments panel, says all fields are required and scrolls the consent text', async () => {
    const user = await openConsent();
    expect(screen.queryByRole('complementary', { name: /Appointments/ })).toBeNull();
    expect(screen.getByText('All fields required')).toBeVisible();
    const consent = screen.getByRole('region', { name: 'Financial Responsibility Agreement' });
    expect(consent).toHaveClass('scrolling');
    expect(consent).toHaveAttribute('tabindex', '0');
    expect(consent).not.toHaveAttribute('style');

    await user.click(screen.getByRole('button', { name: 'Agree and Continue' }));
    expect(await screen.findAllByText("Patient's Legal Name is a required field.")).not.toHaveLength(0);
    expect(screen.getAllByText('A selection is required.')).not.toHaveLength(0);
  });

  it('asks for the responsible party only for a relationship other than Self', async () => {
    const user = await openConsent();
    const relationship = screen.getByLabelText('Your relationship to the patient');
    await user.selectOptions(relationship, 'Self');
    expect(screen.queryByRole('region', { name: 'Responsible Party' })).toBeNull();
    await user.selectOptions(relationship, 'Child');
    const party = screen.getByRole('region', { name: 'Responsible Party' });
    await user.type(screen.getByLabelText("Patient's legal name"), 'Mateo Lopez');
    await user.click(screen.getByRole('button', { name: 'Agree and Continue' }));
    expect(await within(party).findByText('First name is a required field.')).toBeVisible();
    expect(within(party).getByText('Last name is a required field.')).toBeVisible();
  });

  it('lets a completed step be revisited from the stepper', async () => {
    const user = await openConsent();
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    await user.click(within(stepper).getByRole('button', { name: /Patient Details/ }));
    expect(await findSubPage('Patient Details')).toHaveFocus();
    expect(screen.getByLabelText("Patient's legal first name")).toHaveValue('Maria');
    expect(within(stepper).queryByRole('button', { name: /Consent/ })).toBeNull();
  });

  it('asks for a changed completed page to be continued again before later steps', async () => {
    const user = await openConsent();
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    await user.click(within(stepper).getByRole('button', { name: /Patient Details/ }));
    await findSubPage('Patient Details');
    expect(within(stepper).getByRole('button', { name: /Insurance/ })).toBeVisible();
    await user.clear(screen.getByLabelText("Patient's legal first name"));
    await waitFor(() => expect(within(stepper).queryByRole('button', { name: /Insurance/ })).toBeNull());
  });
});
