import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED_SEARCH_CONTENT, type SearchContent } from '@/features/search/api/use-search-content';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { jsonResponse, licensureResponse, servicesResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { CLINIC_SERVICES, serviceFixture } from '@/test/services-fixture';
import { dateInput, landedOn, locationInput, renderSearchForm, submitButton, typeSelect } from './search-form-harness';

// The first render also loads the route's code and the catalog; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const services = [
  ...CLINIC_SERVICES,
  serviceFixture(701, 'Virtual Visit'),
  serviceFixture(702, 'Virtual Visit'),
  serviceFixture(150, 'Pharmacy Vaccines', { businessNames: ['pharmacy'] }),
];

const states = [
  { code: 'OH', name: 'Ohio', hasLicense: true },
  { code: 'AK', name: 'Alaska', hasLicense: false },
  { code: 'CO', name: 'Colorado', hasLicense: true },
  { code: 'AZ', name: 'Arizona', hasLicense: true },
];

/** The bundled configuration plus a category that hands over to the pharmacy, and travel searched at once. */
const content: SearchContent = {
  ...BUNDLED_SEARCH_CONTENT,
  config: {
    ...BUNDLED_SEARCH_CONTENT.config,
    categories: [
      ...BUNDLED_SEARCH_CONTENT.config.categories.map((c) => {
        if (c.category !== 'Travel Vaccines') return c;
        const { prescreenId: _unused, ...rest } = c;
        return { ...rest, redirectAction: 'results' as const };
      }),
      {
        category: 'Pharmacy Vaccines',
        schedulerFlow: 'EVERYDAY_VACCINE',
        showPromotionModal: true,
        redirectAction: 'pharmacy_scheduler',
        hideSAF: false,
        isDisabled: false,
        formConfigGroup: 'vaccine',
      },
    ],
  },
};

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStorage.clear();
  schedulerStore.clear();
  api = fakeApi({
    'GET /appointment-management/v1/services': () => servicesResponse(services),
    'GET /appointment-management/v2/licensure-states': () => licensureResponse(states),
  });
});

afterEach(() => vi.unstubAllGlobals());

async function search(type: string, location: string, date: string) {
  await screen.findByRole('option', { name: type });
  await userEvent.selectOptions(typeSelect(), type);
  await userEvent.type(locationInput(), location);
  await userEvent.type(dateInput(), date);
  await userEvent.click(submitButton());
}

describe("redirectAction 'results'", () => {
  it('goes to results with the query and state, remembers the flow and records the start without personal data', async () => {
    renderSearchForm({ content, benefitCode: 'WELLNESS2026' });
    await search('Illness & Injury', 'Cincinnati, OH', '03/12/2030');

    const { url, state } = await landedOn('results page');
    expect(url.pathname).toBe('/health-services/scheduler/result');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'Illness & Injury',
      location: 'Cincinnati, OH',
      date: '2030-03-12',
      serviceIds: '29',
      benefitCode: 'WELLNESS2026',
    });
    expect(state).toMatchObject({ serviceIds: [29], benefitCode: 'WELLNESS2026', showLeadTimeWarning: false });
    expect(schedulerStore.get()).toMatchObject({ flow: 'IN_PERSON', category: 'Illness & Injury' });

    await waitFor(() => expect(api.eventsNamed('start-flow')).toHaveLength(1));
    const body = api.callsTo('POST', '/analytics/v1/events').at(-1)?.body as { events: Record<string, unknown>[] };
    expect(body.events[0]).toMatchObject({
      name: 'start-flow',
      schemaVersion: '0.3.3',
      component: 'unified scheduler',
      isGuest: true,
      data: { flow: 'IN_PERSON', category: 'Illness & Injury', entry: 'search', step: 1, processStatus: 'in_progress' },
    });
    expect(JSON.stringify(body)).not.toMatch(/Cincinnati|2030-03-12|WELLNESS/);
  });

  it('moves a date inside the lead time to the earliest date and flags the warning', async () => {
    renderSearchForm({ content });
    await search('Travel Vaccines', '45202', '03/11/2030');
    const { url, state } = await landedOn('results page');
    expect(url.searchParams.get('date')).toBe('2030-03-13');
    expect(state).toMatchObject({ date: '2030-03-13', earliestDate: '2030-03-13', showLeadTimeWarning: true });
  });
});

describe("redirectAction 'prescreen'", () => {
  it('goes to prescreen step 1 with the search and the category configuration', async () => {
    renderSearchForm({ content });
    await search('Physicals', 'Dayton, OH', '03/12/2030');
    const { url, state } = await landedOn('prescreen page');
    expect(url.pathname).toBe('/health-services/scheduler/prescreen/1');
    expect(state).toMatchObject({
      type: 'Physicals',
      location: 'Dayton, OH',
      date: '2030-03-12',
      shouldAddPromotion: false,
      categoryConfig: { category: 'Physicals', prescreenId: 'physicals' },
    });
  });
});

describe("redirectAction 'pharmacy_scheduler'", () => {
  it('opens the pharmacy page in a new window without offering the travel vaccines', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderSearchForm({ content });
    await search('Pharmacy Vaccines', 'Dayton, OH', '03/12/2030');

    await waitFor(() => expect(open).toHaveBeenCalledWith('/rx/guest/vaccination-appointments', '_blank', 'noopener'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status', { name: 'results page' })).toBeNull();
  });
});

describe("'Need Travel Preparations?'", () => {
  it("'No' goes on without the promotion", async () => {
    renderSearchForm({ content });
    await search('Vaccines', 'Dayton, OH', '03/12/2030');
    const dialog = await screen.findByRole('dialog', { name: 'Need Travel Preparations?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect((await landedOn('prescreen page')).state).toMatchObject({ type: 'Vaccines', shouldAddPromotion: false });
    expect(schedulerStore.get().shouldAddPromotion).toBe(false);
  });

  it("'Add Travel Vaccines' goes on with the promotion", async () => {
    renderSearchForm({ content });
    await search('Vaccines', 'Dayton, OH', '03/12/2030');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Travel Vaccines' }));
    const { url, state } = await landedOn('prescreen page');
    expect(state).toMatchObject({ shouldAddPromotion: true });
    expect(url.searchParams.get('shouldAddPromotion')).toBe('true');
    expect(schedulerStore.get().shouldAddPromotion).toBe(true);
  });

  it('closing it keeps the visitor on the form', async () => {
    renderSearchForm({ content });
    await search('Vaccines', 'Dayton, OH', '03/12/2030');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('status', { name: 'prescreen page' })).toBeNull();
    expect(api.eventsNamed('start-flow')).toHaveLength(0);
  });

  it('is not offered for a category that does not allow it', async () => {
    renderSearchForm({ content });
    await search('Physicals', 'Dayton, OH', '03/12/2030');
    await landedOn('prescreen page');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('state selection for virtual visits', () => {
  it('lists licensed states by name, preselects the one typed, and goes to results with it', async () => {
    renderSearchForm({ content });
    await search('Virtual Visit', 'Denver, CO', '03/11/2030');

    const dialog = await screen.findByRole('dialog', { name: 'Where are you located?' });
    const select = await within(dialog).findByRole('combobox', { name: 'State during your visit' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose One', 'Arizona', 'Colorado', 'Ohio']);
    expect(select).toHaveValue('CO');
    expect(
      api.callsTo('GET', '/appointment-management/v2/licensure-states')[0]?.url.searchParams.get('filter.serviceId'),
    ).toBe('701');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const { url, state } = await landedOn('results page');
    expect(url.searchParams.get('licensureState')).toBe('CO');
    expect(url.searchParams.get('serviceIds')).toBe('701');
    expect(state).toMatchObject({ type: 'Virtual Visit', licensureState: 'CO', serviceIds: [701] });
  });

  it("asks for a state when left at 'Choose One'", async () => {
    renderSearchForm({ content });
    await search('Virtual Visit', '45202', '03/11/2030');
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox');
    expect(select).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(select).toHaveAccessibleDescription('Error: Please choose the state you will be in during your visit.');
    expect(select).toHaveFocus();

    await userEvent.selectOptions(select, 'Ohio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await landedOn('results page')).state).toMatchObject({ licensureState: 'OH' });
  });

  it('cancel closes it and stays on the form', async () => {
    renderSearchForm({ content });
    await search('Virtual Visit', 'Denver, CO', '03/11/2030');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('status', { name: 'results page' })).toBeNull();
  });

  it('says so when the states cannot be loaded', async () => {
    api = fakeApi({
      'GET /appointment-management/v1/services': () => servicesResponse(services),
      'GET /appointment-management/v2/licensure-states': () => jsonResponse({}, 500),
    });
    renderSearchForm({ content });
    await search('Virtual Visit', 'Denver, CO', '03/11/2030');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We're having trouble connecting at the moment. Please try again shortly.",
    );
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
