import { servicesPath } from '@hs/contracts';
import { staffPaths } from '@hs/contracts/staff-identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needMessages, showIn, shownLanguage } from '@/lib/i18n/i18n';
import { errorResponse, servicesResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { pageModules } from './page-modules';
import { pageLoaders, preloadPage, routes } from './router';

beforeEach(() => {
  fakeApi({ [`GET ${servicesPath}`]: () => servicesResponse([]) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Pages are lazy modules; the first import of each can take a while on a busy test machine.
const LAZY_PAGE_TIMEOUT_MS = 5000;
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: LAZY_PAGE_TIMEOUT_MS });

// Before the route table renders these pages: a lazy page React has loaded once renders at once ever after.
describe('the first page', () => {
  it('renders in the first commit when its code was loaded before, with no loading indicator', async () => {
    await preloadPage(new URL('/health-services/clinic/error', location.origin));
    renderRoutes(routes, '/health-services/clinic/error');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops, something went wrong!');
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('shows the loading indicator first when its code was not', async () => {
    renderRoutes(routes, '/health/clinic/services');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Clinic Services');
  });

  it('has nothing to load for a path without a page of its own', async () => {
    await expect(preloadPage(new URL('/no/such/page', location.origin))).resolves.toBeUndefined();
  });
});

describe('page modules', () => {
  it('are the page files the router loads, each named once', () => {
    const named = Object.values(pageModules).map((module) => `../${module}`);
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual(Object.keys(pageLoaders).sort());
  });
});

describe('route table', () => {
  it.each([
    ['/health-services/scheduler', 'Find an Appointment'],
    ['/health-services/scheduler/benefit-codes', 'A benefit code is needed to find availability'],
    // Not an id and code the API could have made: the page says so without asking it.
    ['/health-services/scheduler/cancel/abc123/XYZ789', "We couldn't find this appointment"],
    ['/health-services/scheduler/canceled', 'Your appointment has been canceled!'],
    ['/rx/guest/vaccination-appointments', 'Pharmacy Vaccination Appointments'],
    ['/health/clinic/schedule-appointment', 'Schedule a Clinic Appointment'],
    ['/health-services/clinic/error', 'Oops, something went wrong!'],
    ['/health-services/clinic/details/014/00123', 'Clinic Details'],
    ['/health-services/clinic/locations', 'Find a Clinic'],
    ['/health/clinic/services', 'Clinic Services'],
    ['/health/clinic/billing-insurance-payment', 'Billing, Insurance and Payment'],
    ['/health/language-assistance', 'Language Assistance'],
  ])('%s shows its page and title', async (path, text) => {
    renderRoutes(routes, path);
    expect(await heading()).toHaveTextContent(text);
    await waitFor(() => expect(document.title).toBe(`${text} | The Local Clinic`));
  });

  // §2: without a search, a held appointment or a booking these pages have nothing to show and send the
  // visitor to the search form.
  it.each([
    '/health-services/scheduler/prescreen',
    '/health-services/scheduler/prescreen/2',
    '/health-services/scheduler/result',
    '/health-services/scheduler/result/followup',
    '/health-services/scheduler/schedule',
    '/health-services/scheduler/confirmation',
  ])('%s with nothing to show redirects to the search form', async (path) => {
    sessionStorage.clear();
    const { routerLocation } = renderRoutes(routes, path);
    await waitFor(() => expect(routerLocation().pathname).toBe('/health-services/scheduler'), {
      timeout: LAZY_PAGE_TIMEOUT_MS,
    });
    expect(await heading()).toHaveTextContent('Find an Appointment');
  });

  it('redirects / to the scheduler, keeping the query', async () => {
    const { routerLocation } = renderRoutes(routes, '/?type=Vaccines');
    expect(await heading()).toHaveTextContent('Find an Appointment');
    expect(routerLocation()).toMatchObject({ pathname: '/health-services/scheduler', search: '?type=Vaccines' });
  });

  it('sends the clinic area to the locator', async () => {
    const { routerLocation } = renderRoutes(routes, '/health-services/clinic?searchText=45402');
    expect(await heading()).toHaveTextContent('Find a Clinic');
    expect(routerLocation()).toMatchObject({
      pathname: '/health-services/clinic/locations',
      search: '?searchText=45402',
    });
  });

  it('strips trailing slashes, keeping query and hash', async () => {
    const { routerLocation } = renderRoutes(routes, '/health-services/scheduler/canceled/?from=email#top');
    expect(await heading()).toHaveTextContent('Your appointment has been canceled!');
    await waitFor(() =>
      expect(routerLocation()).toMatchObject({
        pathname: '/health-services/scheduler/canceled',
        search: '?from=email',
        hash: '#top',
      }),
    );
  });

  it('shows the 404 page with the service finder for unknown paths', async () => {
    renderRoutes(routes, '/health-services/scheduler/nope');
    expect(await heading()).toHaveTextContent("Oh no 404! Can't find page.");
    await waitFor(() => expect(document.title).toBe('Page not found | The Local Clinic'));
    const finder = screen.getByRole('region', { name: 'What are you looking for?' });
    expect(within(finder).getByRole('link', { name: 'Book a clinic visit' })).toHaveAttribute(
      'href',
      '/health-services/scheduler',
    );
    expect(within(finder).getByRole('link', { name: 'Find a clinic' })).toHaveAttribute(
      'href',
      '/health-services/clinic/locations',
    );
  });

  it('marks the benefit code page as not for robots', async () => {
    renderRoutes(routes, '/health-services/scheduler/benefit-codes');
    await heading();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('layout', () => {
  it('has the wordmark, main navigation, main landmark and footer', async () => {
    renderRoutes(routes, '/health-services/scheduler');
    await heading();
    expect(screen.getByRole('link', { name: 'The Local Clinic' })).toHaveAttribute(
      'href',
      '/health-services/scheduler',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Find a clinic' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} The Local Clinic`);
  });

  it('leaves focus alone on the first page, then moves it to the new h1 after navigating', async () => {
    renderRoutes(routes, '/health-services/scheduler');
    expect(await heading()).not.toHaveFocus();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Find a clinic' }));

    const next = await screen.findByRole(
      'heading',
      { level: 1, name: 'Find a Clinic' },
      { timeout: LAZY_PAGE_TIMEOUT_MS },
    );
    await waitFor(() => expect(next).toHaveFocus());
  });

  it('skips to the main content from the first tab stop', async () => {
    renderRoutes(routes, '/health-services/scheduler');
    await heading();
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the staff console', () => {
  it('is a route tree of its own under /staff, outside the patient layout, and asks to sign in first', async () => {
    fakeApi({ [`GET ${staffPaths.session}`]: () => errorResponse(401, 'STAFF_SIGNED_OUT', 'Sign in to continue.') });
    const { routerLocation } = renderRoutes(routes, '/staff/clinics');
    expect(await heading()).toHaveTextContent('Sign in to the staff console');
    expect(routerLocation().pathname).toBe('/staff/sign-in');
    // The title follows the page's heading in an effect, a tick after it renders.
    await waitFor(() => expect(document.title).toBe('Sign in – Staff console | The Local Clinic'));
    expect(screen.queryByRole('link', { name: 'Book an appointment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });

  it('is in English whatever a visitor chose in the tab, which stays their choice for the patient pages', async () => {
    await showIn('es');
    try {
      fakeApi({ [`GET ${staffPaths.session}`]: () => errorResponse(401, 'STAFF_SIGNED_OUT', 'Sign in to continue.') });
      const { unmount } = renderRoutes(routes, '/staff/clinics');
      expect(await heading()).toHaveTextContent('Sign in to the staff console');
      await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
      expect(shownLanguage()).toBe('en');
      // A patient page after the console asks for its messages in the visitor's language.
      unmount();
      await needMessages('first-screen');
      expect(shownLanguage()).toBe('es');
      expect(document.documentElement.lang).toBe('es-US');
    } finally {
      await showIn('en');
    }
  });
});
