import { notesData } from '@hs/content';
import { addressValidationPath } from '@hs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadLaterSteps } from '@/features/schedule/components/sub-page';
import { FORM_DRAFT_KEY } from '@/features/schedule/model/form-draft';
import { fillPatientDetails } from '@/features/schedule/test/fill-patient-details';
import {
  clearEachTest,
  findHeading,
  findSubPage,
  PAGE,
  renderSchedule,
  seedHold,
} from '@/features/schedule/test/schedule-harness';
import { SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import { contentQueryOptions } from '@/lib/content/use-content';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';

const ADDRESS_CHECK = `POST ${addressValidationPath}`;
const validated =
  (corrected: boolean, cityTown = 'Cincinnati') =>
  () =>
    jsonResponse({
      data: {
        addressValidations: {
          validated: true,
          corrected,
          address: {
            addressLines: ['100 Main St'],
            cityTown,
            stateProvince: 'OH',
            postalCode: '45202',
            county: 'Hamilton',
          },
        },
      },
    });

clearEachTest();

describe('the schedule page', { timeout: 20_000 }, () => {
  it('redirects to main when nothing is held', async () => {
    fakeApi();
    const { routerLocation } = renderSchedule();
    expect(await findHeading(/main/)).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler');
  });

  it('goes back to the start when the held time goes from the tab while the form is open', async () => {
    fakeApi();
    seedHold();
    const { routerLocation } = renderSchedule();
    await findSubPage('Patient Details');
    schedulerStore.clearAppointment();
    expect(await findHeading(/main/)).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler');
  });

  it('redirects the dietitian flow to the dietitian start', async () => {
    fakeApi();
    schedulerStore.update({ flow: 'DIETITIAN' });
    const { routerLocation } = renderSchedule();
    expect(await findHeading(/prescreen/)).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler/prescreen/1');
    expect(routerLocation().search).toBe('?type=Telenutrition');
  });

  it('shows the stepper, the held appointment in the provider’s zone and the time left', async () => {
    fakeApi();
    seedHold();
    renderSchedule();
    expect(await findSubPage('Patient Details')).toBeVisible();
    const stepper = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(stepper).getByText('1 of 3', { exact: false })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Appointments (1)' });
    expect(within(panel).getByText('Sick Visit')).toBeVisible();
    expect(within(panel).getByText('Monday, November 23, 2026 at 10:00 AM ET')).toBeVisible();
    expect(within(panel).getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  it('lists the errors in a summary that takes focus', async () => {
    fakeApi();
    seedHold();
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Patient Details');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'Please fill out all required fields to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('link', { name: "Patient's Legal First Name is a required field." }),
    ).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Please enter a valid date.' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Mobile number is a required field.' })).toBeVisible();
    const firstName = screen.getByLabelText("Patient's legal first name");
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(/Patient's Legal First Name is a required field\./);
    await user.click(within(summary).getByRole('link', { name: "Patient's Legal First Name is a required field." }));
    expect(firstName).toHaveFocus();
  });

  it('reports each broken rule by its name in the constraint-error analytics, never as "custom"', async () => {
    const api = fakeApi();
    seedHold();
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Patient Details');
    await user.type(screen.getByLabelText("Patient's legal first name"), 'Maria2');
    await user.type(screen.getByLabelText('Email address'), 'maria@example.com');
    await user.type(screen.getByLabelText('Confirm email address'), 'mario@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.eventsNamed('user-constraint-error').length).toBeGreaterThan(4));
    const rules = Object.fromEntries(
      api.eventsNamed('user-constraint-error').map(({ data }) => [data.fieldName, data.rule] as const),
    );
    expect(rules).toMatchObject({
      firstName: 'pattern',
      lastName: 'required',
      dobMonth: 'dateInvalid',
      confirmEmail: 'mismatch',
      isMobileNum: 'required',
    });
    expect(Object.values(rules)).not.toContain('custom');
    expect(api.eventsNamed('user-constraint-error')[0]?.data).toMatchObject({ form: 'patientDetails' });
  });

  it('offers texting consent only for a mobile number', async () => {
    fakeApi();
    seedHold();
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Patient Details');
    expect(screen.queryByRole('checkbox', { name: /text message/ })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Is this a mobile number?' })).getByLabelText('Yes'));
    expect(screen.getByRole('checkbox', { name: /text message/ })).toBeVisible();
  });

  it('uses a validated address as the check returns it and moves on', async () => {
    const api = fakeApi({ [ADDRESS_CHECK]: validated(false) });
    seedHold();
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Patient Details');
    await fillPatientDetails(user, { city: 'cincinnati', zip: '45202' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findSubPage('Reason for Visit')).toHaveFocus();
    expect(api.callsTo('POST', addressValidationPath)[0]?.body).toEqual({
      address: {
        addressLines: ['100 Main St'],
        cityTown: 'cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        county: 'Hamilton',
      },
    });
    const stored = JSON.parse(sessionStorage.getItem(FORM_DRAFT_KEY) ?? '{}');
    expect(stored.data.patientDetails.city).toBe('Cincinnati');
  });

  it('shows the next sub-page at once when its code is already here, never the loading spinner', async () => {
    fakeApi({ [ADDRESS_CHECK]: validated(false) });
    seedHold();
    const user = userEvent.setup();
    const { queryClient } = renderSchedule();
    await findSubPage('Patient Details');
    // The next sub-page's code and texts are here, as they are by the time a visitor has filled in this one.
    await Promise.all([loadLaterSteps(), queryClient.ensureQueryData(contentQueryOptions(notesData))]);
    await fillPatientDetails(user);
    // A lazy page suspends once even for loaded code, and React then holds the next sub-page back behind the
    // spinner for 300 ms: the spinner would show for a moment at every Continue.
    let spinnerShown = false;
    const watch = new MutationObserver(() => {
      spinnerShown ||= document.body.textContent?.includes('Loading the form') ?? false;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await findSubPage('Reason for Visit');
    } finally {
      watch.disconnect();
    }
    expect(spinnerShown).toBe(false);
  });

  it('offers a close match, needs a choice, and keeps the chosen address', async () => {
    fakeApi({ [ADDRESS_CHECK]: validated(true) });
    seedHold();
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Patient Details');
    await fillPatientDetails(user, { city: 'Cincinati', zip: '45202' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Address' }, PAGE);
    expect(
      within(dialog).getByText(
        'We found this verified address that closely matches what you entered. Do you want us to update your address?',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Use Selected Address' }));
    expect(within(dialog).getByText('You must select an address.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Verified address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use Selected Address' }));
    expect(await findSubPage('Reason for Visit')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await findSubPage('Patient Details')).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveValue('Cincinnati');
    expect(screen.getByLabelText("Patient's legal first name")).toHaveValue('Maria');
  });

  it('lets an address that cannot be verified be used anyway, or edited', async () => {
    fakeApi({ [ADDRESS_CHECK]: () => errorResponse(503) });
    seedHold();
    const user = userEvent.setup();
    renderSchedule();
    await findSubPage('Patient Details');
    await fillPatientDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    let dialog = await screen.findByRole('dialog', { name: 'Address Not Verified' }, PAGE);
    expect(
      within(dialog).getByText('We were unable to verify the address entered. Do you want to use this address anyway?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.getByLabelText('Street address')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Address Not Verified' }, PAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Use This Address' }));
    expect(await findSubPage('Reason for Visit')).toBeVisible();
  });

  it('goes back to results from the first sub-page, keeping the search', async () => {
    fakeApi();
    seedHold();
    const user = userEvent.setup();
    const { routerLocation } = renderSchedule();
    await findSubPage('Patient Details');
    await user.type(screen.getByLabelText("Patient's legal first name"), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await findHeading(/results/)).toBeVisible();
    expect(routerLocation().search).toContain('type=Illness+%26+Injury');
    expect(routerLocation().search).toContain('serviceIds=29');
    // Results is still the flow: what was typed is kept for the way back.
    expect(JSON.parse(sessionStorage.getItem(FORM_DRAFT_KEY) ?? '{}').data.patientDetails.firstName).toBe('Maria');
    expect(SICK_VISIT.search?.location).toBe('45202');
  });
});
