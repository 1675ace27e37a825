import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useNewBuildOnNavigation } from './use-new-build-on-navigation';

/** A page of the app whose answers have (or have not yet) named a newer build than its own. */
function renderPage() {
  const reload = vi.fn();
  let newerBuildServed = false;
  function Page() {
    const loadsInFull = useNewBuildOnNavigation(reload, () => newerBuildServed);
    return (
      <>
        <p>{loadsInFull ? 'Loading the new build' : 'Running in the app'}</p>
        <Link to="/next">Next page</Link>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={['/first']}>
      <Page />
    </MemoryRouter>,
  );
  return {
    reload,
    serverMovesOn: () => {
      newerBuildServed = true;
    },
  };
}

describe('useNewBuildOnNavigation', () => {
  it('navigates in the app while the server serves this build', async () => {
    const { reload } = renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByText('Running in the app')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the page as it is when an answer names a newer build, and loads the next page in full', async () => {
    const { reload, serverMovesOn } = renderPage();
    serverMovesOn();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByText('Loading the new build')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
