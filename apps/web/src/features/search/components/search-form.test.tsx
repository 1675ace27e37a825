import { errorBannerConfig } from '@hs/content';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED_SEARCH_CONTENT } from '@/features/search/api/use-search-content';
import { jsonResponse, servicesResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { CLINIC_SERVICES, serviceFixture } from '@/test/services-fixture';
import { dateInput, locationInput, renderSearchForm, submitButton, typeSelect } from './search-form-harness';

// The first render also loads the route's code and the catalog; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const services = [...CLINIC_SERVICES, serviceFixture(801, 'Telenutrition', { businessNames: ['dietitian'] })];

afterEach(() => vi.unstubAllGlobals());

const optionTexts = () =>
  within(typeSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SearchForm appointment type', () => {
  it("says 'Fetching values...' while the services load, then lists the distinct categories", async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({ 'GET /appointment-management/v1/services': () => new Promise((resolve) => (answer = resolve)) });
    renderSearchForm();

    expect(optionTexts()).toEqual(['Fetching values...']);
    expect(typeSelect()).toHaveAttribute('aria-busy', 'true');
    answer(servicesResponse([...services, serviceFixture(102, 'Vaccines')]));

    await waitFor(() => expect(optionTexts()[0]).toBe('Choose one'));
    expect(optionTexts()).toEqual([
      'Choose one',
      'Illness & Injury',
      'Vaccines',
      'Travel Vaccines',
      'Physicals',
      'Telenutrition',
    ]);
    expect(typeSelect()).not.toHaveAttribute('aria-busy');
  });

  it('asks our API for the services of every business the scheduler books for', async () => {
    const api = fakeApi({ 'GET /appointment-management/v1/services': () => servicesResponse([]) });
    renderSearchForm();
    await waitFor(() => expect(api.callsTo('GET', '/appointment-management/v1/services')).toHaveLength(1));
    const [call] = api.callsTo('GET', '/appointment-management/v1/services');
    expect(call?.url.searchParams.getAll('filter.businessNames')).toEqual(['tlc', 'pharmacy', 'dietitian']);
  });

  it('leaves out categories configured hidden or disabled', async () => {
    fakeApi({ 'GET /appointment-management/v1/services': () => servicesResponse(services) });
    const config = {
      ...BUNDLED_SEARCH_CONTENT.config,
      categories: BUNDLED_SEARCH_CONTENT.config.categories.map((c) =>
        c.category === 'Physicals'
          ? { ...c, hideSAF: true }
          : c.category === 'Telenutrition'
            ? { ...c, isDisabled: true }
            : c,
      ),
    };
    renderSearchForm({ content: { ...BUNDLED_SEARCH_CONTENT, config } });
    await screen.findByRole('option', { name: 'Vaccines' });
    expect(optionTexts()).toEqual(['Choose one', 'Illness & Injury', 'Vaccines', 'Travel Vaccines']);
  });

  it('shows the category message configured for the chosen category, and only then', async () => {
    fakeApi({ 'GET /appointment-management/v1/services': () => servicesResponse(services) });
    renderSearchForm();
    await screen.findByRole('option', { name: 'Travel Vaccines' });
    expect(screen.queryByText(/Book 4 to 6 weeks before you travel/)).toBeNull();

    await userEvent.selectOptions(typeSelect(), 'Travel Vaccines');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Book 4 to 6 weeks before you travel. Some vaccines need more than one dose or time to start working.',
    );
    await userEvent.selectOptions(typeSelect(), 'Vaccines');
    expect(screen.queryByText(/Book 4 to 6 weeks before you travel/)).toBeNull();
  });

  it("falls back to 'Choose one' and the connection banner when the services fail to load", async () => {
    const api = fakeApi({ 'GET /appointment-management/v1/services': () => jsonResponse({}, 503) });
    renderSearchForm();
    expect(
      await screen.findByText("We're having trouble connecting at the moment. Please try again shortly."),
    ).toBeVisible();
    expect(optionTexts()).toEqual(['Choose one']);
    await waitFor(() => expect(api.eventsNamed('customer-facing-service-error')).toHaveLength(1));
    expect(api.eventsNamed('customer-facing-service-error')[0]).toMatchObject({
      data: { endpoint: '/appointment-management/v1/services', code: 503 },
    });
    expect(api.eventsNamed('display-alert').map((event) => event.data.alert)).toEqual(['search-connection-error']);
  });

  it('asks to refresh the page when the services call gets no answer, as the results screen does', async () => {
    fakeApi({
      'GET /appointment-management/v1/services': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderSearchForm();
    expect(
      await screen.findByText("We're having trouble connecting at the moment. Please refresh the page to try again."),
    ).toBeVisible();
  });
});

describe('SearchForm validation', () => {
  beforeEach(() => {
    fakeApi({ 'GET /appointment-management/v1/services': () => servicesResponse(services) });
  });

  it('shows the banner and each required message, and focuses the first invalid field', async () => {
    renderSearchForm();
    await userEvent.click(submitButton());

    const banner = await screen.findByRole('alert', { name: 'Please fill out all required fields to continue' });
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Appointment Type is a required field.', 'Location is a required field.', 'Date is invalid']);
    expect(typeSelect()).toHaveFocus();
    expect(typeSelect()).toHaveAccessibleDescription('Error: Appointment Type is a required field.');
    expect(locationInput()).toHaveAccessibleDescription('Error: Location is a required field.');
    expect(dateInput()).toHaveAccessibleDescription('Error: Date is invalid');
  });

  it('says when the location is too short or the date before today, focusing the first of them', async () => {
    renderSearchForm();
    await screen.findByRole('option', { name: 'Physicals' });
    await userEvent.selectOptions(typeSelect(), 'Physicals');
    await userEvent.type(locationInput(), 'D');
    await userEvent.type(dateInput(), '03/09/2030');
    await userEvent.click(submitButton());

    await screen.findByRole('alert');
    expect(locationInput()).toHaveAccessibleDescription('Error: Location must be 2 characters or more.');
    expect(dateInput()).toHaveAccessibleDescription('Error: Date must be on or after 03/10/2030.');
    expect(locationInput()).toHaveFocus();
  });

  it('limits the location to 100 characters and the date to a configured maximum', async () => {
    const texts = { ...BUNDLED_SEARCH_CONTENT.texts, maxDaysAhead: 30 };
    renderSearchForm({ content: { ...BUNDLED_SEARCH_CONTENT, texts } });
    expect(locationInput()).toHaveAttribute('maxlength', '100');
    expect(dateInput()).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    expect(locationInput()).toHaveAttribute('placeholder', 'ZIP or City, State');
    await userEvent.type(dateInput(), '04/10/2030');
    await userEvent.click(submitButton());
    expect(dateInput()).toHaveAccessibleDescription('Error: Date must be on or before 04/09/2030.');
  });

  it('uses the content error banner instead of the default one when it is enabled', async () => {
    const errorBanner = { enabled: true, message: 'Online booking is limited today. Please check every field.' };
    expect((await errorBannerConfig.loadZod()).safeParse(errorBanner).success).toBe(true);
    renderSearchForm({ content: { ...BUNDLED_SEARCH_CONTENT, errorBanner } });
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert', { name: errorBanner.message })).toBeVisible();
  });

  it('clears the banner once the fields are corrected', async () => {
    renderSearchForm();
    await screen.findByRole('option', { name: 'Physicals' });
    await userEvent.click(submitButton());
    await screen.findByRole('alert');

    await userEvent.selectOptions(typeSelect(), 'Physicals');
    await userEvent.type(locationInput(), 'Dayton, OH');
    await userEvent.type(dateInput(), '03/12/2030');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('SearchForm coming back from results', () => {
  beforeEach(() => {
    fakeApi({ 'GET /appointment-management/v1/services': () => servicesResponse(services) });
  });

  it('fills in the search it was given', async () => {
    renderSearchForm({ initial: { type: 'Physicals', location: 'Dayton, OH', date: '2030-03-12' } });
    await waitFor(() => expect(typeSelect()).toHaveValue('Physicals'));
    expect(locationInput()).toHaveValue('Dayton, OH');
    expect(dateInput()).toHaveValue('03/12/2030');
  });

  it('does not keep a type that is no longer offered', async () => {
    renderSearchForm({ initial: { type: 'Retired Category', location: 'Dayton, OH' } });
    await screen.findByRole('option', { name: 'Physicals' });
    await userEvent.click(submitButton());
    expect(typeSelect()).toHaveAccessibleDescription('Error: Appointment Type is a required field.');
  });

  it("shows 'location unavailable' under Location", async () => {
    renderSearchForm({ initial: { error: 'locationUnavailable', location: 'Nowhere, AK' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "We're unable to find a provider in this location. Please enter another city, state, or ZIP code and try again.",
    );
    // Under Location: after the field in document order, before the date.
    expect(locationInput().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(dateInput()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['Server Error', "We're having trouble connecting at the moment. Please try again shortly."],
    ['Client Error', "We're having trouble connecting at the moment. Please refresh the page to try again."],
  ])('shows the connection banner after a %s', async (error, message) => {
    renderSearchForm({ initial: { error } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
