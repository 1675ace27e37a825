import { type BenefitCodeResponse, benefitCodeValidatePath } from '@hs/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/api-responses';
import { type FakeHandler, fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { BenefitCodeForm } from './benefit-code-form';

// The first render also loads the route's code and the catalog; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

function MainProbe() {
  const location = useLocation();
  return <output aria-label="main page">{JSON.stringify(location.state)}</output>;
}

const validation = (isValid: boolean, benefitCode: string) =>
  jsonResponse<BenefitCodeResponse>({ data: { validation: { isValid, benefitCode } } });

/** Renders the form with `validate` answering the benefit code check; returns the checks sent. */
function renderForm(validate: FakeHandler) {
  const api = fakeApi({ [`GET ${benefitCodeValidatePath}`]: validate });
  renderRoutes(
    [
      { path: '/health-services/scheduler/benefit-codes', element: <BenefitCodeForm /> },
      { path: '/health-services/scheduler', element: <MainProbe /> },
    ],
    '/health-services/scheduler/benefit-codes',
  );
  return () => api.callsTo('GET', benefitCodeValidatePath);
}

const field = () => screen.getByRole('textbox', { name: 'Benefit code' });
const continueButton = () => screen.getByRole('button', { name: /Continue/ });

afterEach(() => vi.unstubAllGlobals());

describe('BenefitCodeForm', () => {
  it('asks for a code when the field is empty, without calling the server', async () => {
    const checks = renderForm(() => validation(true, 'X'));
    await userEvent.click(continueButton());
    expect(field()).toHaveAccessibleDescription(/Error: You must enter a benefit code\./);
    expect(field()).toHaveFocus();
    expect(checks()).toEqual([]);
  });

  it('says what is wrong with an entry a moment after the visitor leaves it, and clears it once corrected', async () => {
    const checks = renderForm(() => validation(true, 'X'));
    await userEvent.type(field(), 'NOT A CODE');
    await userEvent.tab();
    expect(field()).not.toBeInvalid();
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(/Error: Your benefit code entry is invalid\. Please try again\./),
    );
    expect(checks()).toEqual([]);
    await userEvent.clear(field());
    await userEvent.type(field(), 'WELLNESS2026');
    expect(field()).not.toBeInvalid();
  });

  it('says a refused code is invalid', async () => {
    renderForm(() => validation(false, 'EXPIRED2025'));
    await userEvent.type(field(), 'EXPIRED2025');
    await userEvent.click(continueButton());
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(/Error: Your benefit code entry is invalid\. Please try again\./),
    );
    expect(field()).toBeInvalid();
  });

  it('says an entry that cannot be a code is invalid', async () => {
    const checks = renderForm(() => validation(true, 'X'));
    await userEvent.type(field(), 'NOT A CODE');
    await userEvent.click(continueButton());
    expect(field()).toHaveAccessibleDescription(/Your benefit code entry is invalid/);
    expect(checks()).toEqual([]);
  });

  it('reports a network failure', async () => {
    renderForm(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.type(field(), 'WELLNESS2026');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a network error. Please try again.');
    expect(field()).toBeValid();
  });

  it('shows a spinner while checking, then goes to main with the verified code in state', async () => {
    let answer: (response: Response) => void = () => {};
    const checks = renderForm(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.type(field(), 'wellness2026');
    await userEvent.click(continueButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your benefit code');
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    expect(checks()[0]?.url.searchParams.get('filter.benefitCode')).toBe('WELLNESS2026');
    answer(validation(true, 'WELLNESS2026'));

    const probe = await screen.findByRole('status', { name: 'main page' });
    expect(JSON.parse(probe.textContent ?? '')).toEqual({ benefitCode: 'WELLNESS2026' });
  });
});
