import { waitlistConfirmPath, waitlistEntriesPath } from '@hs/contracts';
import { render, screen } from '@testing-library/react';
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
});
