import { appointmentsPath, reservationsPath } from '@hs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORM_DRAFT_KEY } from '@/features/schedule/model/form-draft';
import { EMPTY_INSURANCE } from '@/features/schedule/model/insurance-schema';
import { EMPTY_APPOINTMENT_NOTES } from '@/features/schedule/model/notes-schema';
import { EMPTY_SIGNED_CONSENT } from '@/features/schedule/model/signed-consent-schema';
import { VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import {
  clearEachTest,
  findHeading,
  findSubPage,
  PAGE,
  renderSchedule,
  seedDraft,
  seedHold,
} from '@/features/schedule/test/schedule-harness';
import { HELD } from '@/features/schedule/test/scheduler-fixtures';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';

const BOOKINGS = `POST ${appointmentsPath}`;
const BOOKED = {
  data: {
    appointments: [
      {
        id: 'appt_0123456789abcdefghij',
        confirmCode: 'code_0123456789abcdefghij',
        timestamp: '2026-11-23T15:00:00.000Z',
        timezone: 'America/New_York',
        providerId: '01400489',
        serviceIds: [29],
        status: 'BOOKED',
        sequence: 0,
        durationMinutes: 15,
      },
    ],
  },
};
const failing =
  (status: number, code = 'X') =>
  () =>
    errorResponse(status, code, code);

/** Everything filled but the last sub-page, which is answered in the test. */
function seedLastStep() {
  seedHold();
  seedDraft(
    'Illness & Injury',
    {
      patientDetails: VALID_PATIENT,
      appointmentNotes: { ...EMPTY_APPOINTMENT_NOTES, reasons: ['Sore throat'] },
      insurance: { ...EMPTY_INSURANCE, hasPrimaryInsurance: '0' },
      financialConsent: { ...EMPTY_SIGNED_CONSENT, patientLegalName: 'Maria Lopez', relationshipWithPatient: 'Self' },
      privacyPractice: { privacyPractice: 'Yes' },
      generalConsent: { nspConsent: '', hieConsent: '', ppaConsent: '' },
    },
    'generalConsent',
  );
}

async function answerAndBook(user: ReturnType<typeof userEvent.setup>) {
  await findSubPage('Consent to Treatment');
  for (const legend of [/no-show policy/, /health information exchange/, /patient portal/]) {
    await user.click(within(screen.getByRole('group', { name: legend })).getByLabelText('Yes'));
  }
  await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
}

clearEachTest();

describe('booking after the last step', { timeout: 20_000 }, () => {
  it('books once with an Idempotency-Key, marks the store booked and goes to confirmation', async () => {
    const api = fakeApi({ [BOOKINGS]: () => jsonResponse(BOOKED, 201) });
    seedLastStep();
    const user = userEvent.setup();
    const { routerLocation } = renderSchedule();
    await answerAndBook(user);
    expect(await findHeading(/confirmation/)).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler/confirmation');

    const calls = api.callsTo('POST', appointmentsPath);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(calls[0]?.body).toMatchObject({
      reservationCode: HELD.reservationCode,
      locationNumber: '01400489',
      basicInfo: { phone: '513-555-0142', dateOfBirth: '1988-04-09' },
      consentDetails: {
        noShowFeeConsent: 'Yes',
        hieConsent: 'Yes',
        patientPortalConsent: 'Yes',
        consentToTreat: 'Yes',
      },
    });

    const state = schedulerStore.get();
    expect(state.appointment).toMatchObject({
      id: BOOKED.data.appointments[0]!.id,
      confirmCode: BOOKED.data.appointments[0]!.confirmCode,
    });
    expect(state.appointment?.reservationCode).toBeUndefined();
    expect(state.patient).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez-García',
      phone: '513-555-0142',
      email: 'maria@example.com',
      dateOfBirth: '1988-04-09',
    });
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull();
  });

  it('books once however fast the button is pressed', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ [BOOKINGS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    seedLastStep();
    const user = userEvent.setup();
    renderSchedule();
    await answerAndBook(user);
    const button = screen.getByRole('button', { name: 'Book Appointment' });
    await waitFor(() => expect(button).toBeDisabled());
    button.removeAttribute('disabled');
    await user.dblClick(button);
    answer(jsonResponse(BOOKED, 201));
    expect(await findHeading(/confirmation/)).toBeVisible();
    expect(api.callsTo('POST', appointmentsPath)).toHaveLength(1);
  });

  it('shows the connection message after a server error and retries with the same key', async () => {
    const api = fakeApi({ [BOOKINGS]: failing(503) });
    seedLastStep();
    const user = userEvent.setup();
    renderSchedule();
    await answerAndBook(user);
    expect(
      await screen.findByText("We're having trouble connecting at the moment. Please try again shortly.", {}, PAGE),
    ).toBeVisible();
    const first = api.callsTo('POST', appointmentsPath);
    // The lost answer was retried automatically, under one key.
    expect(first.length).toBeGreaterThan(1);
    const key = first[0]?.headers.get('Idempotency-Key');
    expect(new Set(first.map((call) => call.headers.get('Idempotency-Key')))).toEqual(new Set([key]));

    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(api.callsTo('POST', appointmentsPath).length).toBeGreaterThan(first.length));
    const retried = api.callsTo('POST', appointmentsPath).at(-1);
    expect(retried?.headers.get('Idempotency-Key')).toBe(key);
    expect(retried?.body).toEqual(first[0]?.body);
  });

  it('opens Appointment Conflict on 409; Check Availability goes back to results', async () => {
    fakeApi({ [BOOKINGS]: failing(409, 'SLOT_TAKEN') });
    seedLastStep();
    const user = userEvent.setup();
    const { routerLocation } = renderSchedule();
    await answerAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Appointment Conflict' }, PAGE);
    expect(
      within(dialog).getByText(
        "We're sorry, a conflict has occurred and the appointment can not be booked for the selected date and time. Please go back and schedule for an alternative date or time.",
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Quit' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Check Availability' }));
    expect(await findHeading(/results/)).toBeVisible();
    expect(routerLocation().search).toContain('serviceIds=29');
  });

  it('opens the already-booked modal on 429; Quit leaves for the landing page and lets the hold go', async () => {
    const api = fakeApi({ [BOOKINGS]: failing(429, 'ALREADY_BOOKED') });
    seedLastStep();
    const user = userEvent.setup();
    renderSchedule();
    await answerAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Looks like you already have an appointment' }, PAGE);
    expect(within(dialog).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(within(dialog).getByRole('button', { name: 'Schedule Appointment' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Quit' }));
    expect(await findHeading(/landing/)).toBeVisible();
    await waitFor(() => expect(api.callsTo('DELETE', reservationsPath)[0]?.method).toBe('DELETE'));
    expect(schedulerStore.get().appointment).toBeUndefined();
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull();
  });

  it('opens Confirmation Error on another 4xx; Schedule Appointment starts over', async () => {
    fakeApi({ [BOOKINGS]: failing(400, 'INVALID_INPUT') });
    seedLastStep();
    const user = userEvent.setup();
    renderSchedule();
    await answerAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation Error' }, PAGE);
    expect(
      within(dialog).getByText(
        "We're sorry, but we encountered an error while trying to confirm your appointment. Please go back and confirm your selections again. We apologize for the inconvenience.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    expect(await findHeading(/main/)).toBeVisible();
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull();
  });
});
