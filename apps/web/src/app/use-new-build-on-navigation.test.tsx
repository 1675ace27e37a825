import { WEB_BUILD_HEADER } from '@hs/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Fresh copies of the hook and of the mark it reads, which lasts as long as the page: other test files in this
 * worker keep theirs unmarked.
 */
async function tabOnOldBuild() {
  vi.resetModules();
  const { useNewBuildOnNavigation } = await import('./use-new-build-on-navigation');
  const { noteServerBuild } = await import('@/lib/api/web-build');
  const reload = vi.fn();
  function Page() {
    const loadsInFull = useNewBuildOnNavigation(reload);
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
  const serverMovesOn = () =>
    noteServerBuild(new Headers({ [WEB_BUILD_HEADER]: '/assets/index-new.js' }), '/assets/index-old.js');
  return { reload, serverMovesOn };
}

afterEach(() => vi.resetModules());

describe('useNewBuildOnNavigation', () => {
  it('navigates in the app while the server serves this build', async () => {
    const { reload } = await tabOnOldBuild();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByText('Running in the app')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the page as it is when an answer names a newer build, and loads the next page in full', async () => {
    const { reload, serverMovesOn } = await tabOnOldBuild();
    serverMovesOn();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByText('Loading the new build')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
