import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SearchContent } from '@/features/search/api/use-search-content';
import type { SearchState } from '@/lib/search/search-state';
import { renderRoutes } from '@/test/render-route';
import { SearchForm } from './search-form';

/** Test support only: the search form between probes of the pages it leads to. */

export const TODAY = '2030-03-10';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <output aria-label={name}>
      {location.pathname + location.search}|{JSON.stringify(location.state)}
    </output>
  );
}

export function renderSearchForm(
  props: { content?: SearchContent; initial?: Partial<SearchState>; benefitCode?: string } = {},
) {
  return renderRoutes(
    [
      { path: '/health-services/scheduler', element: <SearchForm today={TODAY} {...props} /> },
      { path: '/health-services/scheduler/result', element: <Probe name="results page" /> },
      { path: '/health-services/scheduler/prescreen/:step', element: <Probe name="prescreen page" /> },
    ],
    '/health-services/scheduler',
  );
}

/** The url and navigation state a probe shows. */
export async function landedOn(name: 'results page' | 'prescreen page') {
  const probe = await screen.findByRole('status', { name });
  const [url, state] = (probe.textContent ?? '').split('|');
  return { url: new URL(url ?? '', 'http://localhost'), state: JSON.parse(state ?? 'null') };
}

export const typeSelect = () => screen.getByRole('combobox', { name: 'Appointment Type' });
export const locationInput = () => screen.getByRole('textbox', { name: 'Location' });
export const dateInput = () => screen.getByRole('textbox', { name: 'Date' });
export const submitButton = () => screen.getByRole('button', { name: 'Find Appointment' });
