import { type ClinicDetailsResponse, clinicDetailsPath } from '@hs/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse, jsonResponse, servicesResponse } from '@/test/api-responses';
import { clinicDetailsFixture } from '@/test/clinic-fixture';
import { fakeApi } from '@/test/fake-api';
import { CLINIC_SERVICES } from '@/test/services-fixture';
import { dateInput, landedOn, locationInput, renderSearchForm, submitButton, typeSelect } from './search-form-harness';

configure({ asyncUtilTimeout: 5000 });

// The clinic offers sick visits and vaccines, but no physicals or travel vaccines.
const clinic = {
  ...clinicDetailsFixture,
  services: [
    { id: 29, name: 'Sick Visit', category: 'Illness & Injury' },
    { id: 101, name: 'Flu Vaccine', category: 'Vaccines' },
  ],
};

const detailsAnswer = (url: URL) =>
  url.searchParams.get('filter.divisionNumber') === '014' && url.searchParams.get('filter.storeNumber') === '00489'
    ? jsonResponse<ClinicDetailsResponse>({ data: { clinicDetails: clinic } })
    : errorResponse(404, 'CLINIC_NOT_FOUND', 'Clinic Not Found');

beforeEach(() => {
  sessionStorage.clear();
  schedulerStore.clear();
  fakeApi({
    'GET /appointment-management/v1/services': () => servicesResponse(CLINIC_SERVICES),
    [`GET ${clinicDetailsPath}`]: detailsAnswer,
  });
});

afterEach(() => vi.unstubAllGlobals());

const clinicGroup = () => screen.findByRole('group', { name: 'Clinic' });

describe('a search fixed to a clinic', () => {
  it('names the clinic, offers only its appointment types and takes its times to results', async () => {
    renderSearchForm({ initial: { clinic: '01400489', location: '45202' } });
    expect(await clinicGroup()).toHaveTextContent(clinic.vanityName);
    expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull();
    await screen.findByRole('option', { name: 'Vaccines' });
    const offered = [...typeSelect().querySelectorAll('option')].map((option) => option.textContent);
    expect(offered).toEqual(['Choose one', 'Illness & Injury', 'Vaccines']);

    await userEvent.selectOptions(typeSelect(), 'Illness & Injury');
    await userEvent.type(dateInput(), '03/12/2030');
    await userEvent.click(submitButton());
    const { url, state } = await landedOn('results page');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ clinic: '01400489', location: '45202' });
    expect(state).toMatchObject({ clinic: '01400489', location: '45202', serviceIds: [29] });
  });

  it('lets go of the clinic for a search near its ZIP code', async () => {
    renderSearchForm({ initial: { clinic: '01400489' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose another location' }));
    await waitFor(() => expect(locationInput()).toHaveFocus());
    expect(locationInput()).toHaveValue('45202');
    await screen.findByRole('option', { name: 'Physicals' });

    await userEvent.selectOptions(typeSelect(), 'Illness & Injury');
    await userEvent.type(dateInput(), '03/12/2030');
    await userEvent.click(submitButton());
    const { url } = await landedOn('results page');
    expect(url.searchParams.get('clinic')).toBeNull();
    expect(url.searchParams.get('location')).toBe('45202');
  });

  it('searches by location when the clinic cannot be found', async () => {
    renderSearchForm({ initial: { clinic: '01499999', location: '45202' } });
    expect(await screen.findByRole('textbox', { name: 'Location' })).toHaveValue('45202');
    expect(screen.queryByRole('group', { name: 'Clinic' })).toBeNull();
  });
});
