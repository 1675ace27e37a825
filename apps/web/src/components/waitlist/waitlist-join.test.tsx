import { waitlistConfirmPath, waitlistEntriesPath } from '@hs/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistWish } from '@/lib/waitlist/waitlist-calls';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { WaitlistJoin } from './waitlist-join';

const ENTRY_ID = 'Daqa52eKEXwt4ELoFk0uEw';
const entry = (status: string) => ({
  data: {
    waitlistEntry: {
      id: ENTRY_ID,
      kind: 'notify-me',
      status,
      channel: 'email',
      codeExpiresAt: null,
      windowFrom: '2026-11-24',
      windowTo: '2026-12-07',
      lapsesAt: '2026-12-08T05:00:00.000Z',
    },
  },
});

let confirm: () => Response;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  confirm = () => jsonResponse(entry('waiting'));
  api = fakeApi({
    [`POST ${waitlistEntriesPath}`]: () => jsonResponse(entry('pending'), 201),
    [`POST ${waitlistConfirmPath}`]: () => confirm(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const wish: WaitlistWish = {
  kind: 'notify-me',
  businessName: 'tlc',
  serviceId: 101,
  locationNumbers: ['01400489'],
  startDate: '2026-11-24',
  endDate: '2026-12-07',
};

function renderJoin() {
  render(<WaitlistJoin wish={wish} windowEnd="12/07/2026" />);
}

describe('joining the waitlist', () => {
  it('asks for a contact, sends the code, confirms it and says the visitor is in line', async () => {
    renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a time opens' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notify me when a time opens' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Input is required.')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email address'), 'waiting@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('We sent a 6-digit code to your email. Enter it here to confirm.')).toBeVisible();
    expect(api.callsTo('POST', waitlistEntriesPath)[0]?.body).toEqual({
      ...wish,
      contact: { channel: 'email', email: 'waiting@example.org' },
      language: 'en',
    });

    confirm = () =>
      errorResponse(400, 'WRONG_CODE', 'That code is not right. Please check the code we sent and try again.');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    confirm = () => jsonResponse(entry('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You are on the waitlist. We will tell you as soon as a time opens.')).toBeVisible();
    expect(api.callsTo('POST', `/appointment-management/v1/waitlist/entries/${ENTRY_ID}/confirm`)[1]?.body).toEqual({
      code: '123456',
    });
  });

  it('asks texting consent for a mobile number', async () => {
    renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a time opens' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Text message' }));
    await userEvent.type(screen.getByLabelText('Mobile phone number'), '614-555-0188');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Check mark is required.')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to get text messages/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/We sent a 6-digit code by text message/)).toBeVisible();
    expect(api.callsTo('POST', waitlistEntriesPath)[0]?.body).toMatchObject({
      contact: { channel: 'sms', phone: '614-555-0188', smsConsent: 'Yes' },
    });
  });

  it("asks a young patient's date of birth only when the box says so, and sends it", async () => {
    renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a time opens' }));
    expect(screen.queryByLabelText("Patient's date of birth")).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'The patient is younger than 18 months' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'toddler@example.org');
    await userEvent.type(screen.getByLabelText("Patient's date of birth"), '02/30/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Please enter a valid date.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText("Patient's date of birth"));
    await userEvent.type(screen.getByLabelText("Patient's date of birth"), '01/01/2999');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Please enter a valid date.')).toBeVisible();
    expect(api.callsTo('POST', waitlistEntriesPath)).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Patient's date of birth"));
    await userEvent.type(screen.getByLabelText("Patient's date of birth"), '09/10/2024');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await screen.findByText('We sent a 6-digit code to your email. Enter it here to confirm.');
    expect(api.callsTo('POST', waitlistEntriesPath)[0]?.body).toMatchObject({ dateOfBirth: '2024-09-10' });
  });

  it('says in its own words that a patient is too young for the dates, and leaves the date out once unticked', async () => {
    api = fakeApi({
      [`POST ${waitlistEntriesPath}`]: () =>
        errorResponse(400, 'TOO_YOUNG', 'Patient must be 18 months or older to be booked.'),
    });
    renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a time opens' }));
    const young = screen.getByRole('checkbox', { name: 'The patient is younger than 18 months' });
    await userEvent.click(young);
    await userEvent.type(screen.getByLabelText('Email address'), 'baby@example.org');
    await userEvent.type(screen.getByLabelText("Patient's date of birth"), '06/01/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The patient will not be old enough for a visit by 12/07/2026, so we could not offer a time.',
    );
    await userEvent.click(young);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(api.callsTo('POST', waitlistEntriesPath)).toHaveLength(2));
    expect(api.callsTo('POST', waitlistEntriesPath)[1]?.body).not.toHaveProperty('dateOfBirth');
  });

  it('asks nothing about the patient for a booked appointment, whose booking knows them', async () => {
    render(
      <WaitlistJoin
        wish={{ kind: 'earlier', confirmCode: 'ABCD2345EF', lastName: 'Quill', dateOfBirth: '1984-07-19' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tell me if something earlier opens' }));
    expect(screen.getByLabelText('Email address')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /younger than/ })).toBeNull();
  });
});
