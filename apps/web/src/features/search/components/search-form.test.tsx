import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { serviceFixture, servicesResponse } from '../../../test/services-fixture';
import { SearchForm } from './search-form';

const TODAY = '2030-03-10';

function ResultsProbe() {
  const location = useLocation();
  return (
    <output aria-label="results location">
      {location.pathname + location.search}|{JSON.stringify(location.state)}
    </output>
  );
}

function renderSearchForm() {
  return renderRoutes(
    [
      { path: '/health-services/scheduler', element: <SearchForm today={TODAY} /> },
      { path: '/health-services/scheduler/result', element: <ResultsProbe /> },
    ],
    '/health-services/scheduler',
  );
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const typeSelect = () => screen.getByRole('combobox', { name: 'Appointment Type' });

describe('SearchForm appointment type', () => {
  it("says 'Fetching values...' while the services load, then lists the distinct categories", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderSearchForm();

    expect(
      within(typeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fetching values...']);
    expect(typeSelect()).toHaveAttribute('aria-busy', 'true');

    answer(
      servicesResponse([
        serviceFixture(1, 'Vaccines'),
        serviceFixture(2, 'Physicals'),
        serviceFixture(3, 'Vaccines'),
        serviceFixture(4, 'Telenutrition', { businessNames: ['dietitian'] }),
      ]),
    );

    await waitFor(() => expect(within(typeSelect()).getByRole('option', { name: 'Choose one' })).toBeInTheDocument());
    expect(
      within(typeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one', 'Vaccines', 'Physicals', 'Telenutrition']);
    expect(typeSelect()).not.toHaveAttribute('aria-busy');
  });

  it('asks our API for the services of every business the scheduler books for', async () => {
    fetchMock.mockResolvedValue(servicesResponse([]));
    renderSearchForm();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(
      '/appointment-management/v1/services?filter.businessNames=tlc&filter.businessNames=pharmacy&filter.businessNames=dietitian',
    );
    expect(new Headers(init.headers).get('x-banner')).toBe('tlc');
  });

  it("falls back to an empty list with 'Choose one' when the services fail to load", async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    renderSearchForm();

    await waitFor(() => expect(within(typeSelect()).getByRole('option')).toHaveTextContent('Choose one'));
  });
});

describe('SearchForm submit', () => {
  beforeEach(() => {
    fetchMock.mockResolvedValue(
      servicesResponse([serviceFixture(1, 'Vaccines', { leadTime: 3 }), serviceFixture(2, 'Physicals')]),
    );
  });

  it('shows the banner and each message, and focuses the first invalid field', async () => {
    renderSearchForm();
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));

    const banner = await screen.findByRole('alert', { name: 'Please fill out all required fields to continue' });
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Appointment Type is a required field.', 'Location is a required field.', 'Date is invalid']);
    expect(typeSelect()).toHaveFocus();
    expect(typeSelect()).toHaveAccessibleDescription('Error: Appointment Type is a required field.');
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Date' })).toBeInvalid();
  });

  it('focuses the first invalid field when earlier ones are fine', async () => {
    renderSearchForm();
    await screen.findByRole('option', { name: 'Physicals' });
    await userEvent.selectOptions(typeSelect(), 'Physicals');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'D');
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '03/09/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));

    await screen.findByRole('alert');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveAccessibleDescription(
      'Error: Location must be 2 characters or more.',
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(
      'Error: Date must be on or after 03/10/2030.',
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveFocus();
  });

  it('clears the banner once the fields are corrected', async () => {
    renderSearchForm();
    await screen.findByRole('option', { name: 'Physicals' });
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));
    await screen.findByRole('alert');

    await userEvent.selectOptions(typeSelect(), 'Physicals');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Dayton, OH');
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '03/12/2030');

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('goes to results with the search in the query and the services in navigation state', async () => {
    renderSearchForm();
    await screen.findByRole('option', { name: 'Vaccines' });
    await userEvent.selectOptions(typeSelect(), 'Vaccines');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Dayton, OH');
    await userEvent.type(screen.getByRole('textbox', { name: 'Date' }), '03/11/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));

    const probe = await screen.findByRole('status', { name: 'results location' });
    const [url, state] = (probe.textContent ?? '').split('|');
    expect(url).toBe('/health-services/scheduler/result?type=Vaccines&location=Dayton%2C+OH&date=2030-03-13');
    expect(JSON.parse(state ?? '')).toEqual({
      type: 'Vaccines',
      location: 'Dayton, OH',
      date: '2030-03-13',
      serviceIds: [1],
      earliestDate: '2030-03-13',
      showLeadTimeWarning: true,
    });
  });
});
