import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { FirstPageFallback, keepPrerenderedShell } from './prerendered-shell';
import { ROUTE_SHELL_ATTRIBUTE } from './route-shell-attribute';

/** A page whose code arrives when the test says so. */
function lazyPage(text: string) {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

describe('the first page fallback', () => {
  it('keeps the prerendered page area on screen, the same element, until the page arrives', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<header>The Local Clinic</header><div ${ROUTE_SHELL_ATTRIBUTE}><h1>Find an Appointment</h1></div>`;
    document.body.append(container);
    const prerendered = container.querySelector('h1');
    keepPrerenderedShell(container);
    const first = lazyPage('Find an Appointment, the page');
    const view = render(
      <Suspense fallback={<FirstPageFallback />}>
        <first.Page />
      </Suspense>,
      { container },
    );

    expect(container.querySelector('header')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBe(prerendered);
    first.arrive();
    expect(await screen.findByRole('heading', { name: 'Find an Appointment, the page' })).toBeInTheDocument();
    expect(prerendered?.isConnected).toBe(false);

    // Only the first wait shows it: a later one shows the loading indicator.
    const later = lazyPage('Later page');
    view.rerender(
      <Suspense fallback={<FirstPageFallback />}>
        <later.Page />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading page');
    later.arrive();
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeInTheDocument();
  });

  it('shows the loading indicator when the HTML had no prerendered page area', () => {
    keepPrerenderedShell(document.createElement('div'));
    const page = lazyPage('Page');
    render(
      <Suspense fallback={<FirstPageFallback />}>
        <page.Page />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });
});
