import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, type Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-route';
import { usePageLeave } from './page-leave';

const left = vi.fn<(next: Location) => void>();

afterEach(() => left.mockReset());

function Watched() {
  usePageLeave(left);
  return <p>Watching</p>;
}

/** The watched part can also go away while the visitor stays on the page. */
function FormPage() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <h1>Form</h1>
      {shown ? <Watched /> : null}
      <button type="button" onClick={() => setShown(false)}>
        Hide
      </button>
      <Link to="/form?step=2">Next step</Link>
      <Link to="/elsewhere?from=form">Elsewhere</Link>
    </>
  );
}

const routes = [
  { path: '/form', element: <FormPage /> },
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
];

/** Lets the check queued after the commit run. */
const settle = () => act(() => Promise.resolve());

describe('usePageLeave', () => {
  it('tells where the visitor went when they leave the page', async () => {
    renderRoutes(routes, '/form');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    await settle();
    expect(left).toHaveBeenCalledTimes(1);
    expect(left.mock.calls[0]?.[0]).toMatchObject({ pathname: '/elsewhere', search: '?from=form' });
  });

  it('says nothing while the visitor stays on the page, or when only the watcher goes away', async () => {
    renderRoutes(routes, '/form');
    await userEvent.click(screen.getByRole('link', { name: 'Next step' }));
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await settle();
    expect(screen.queryByText('Watching')).toBeNull();
    expect(left).not.toHaveBeenCalled();
  });

  it('says nothing when the whole app goes away, as on a reload', async () => {
    const view = renderRoutes(routes, '/form');
    view.unmount();
    await settle();
    expect(left).not.toHaveBeenCalled();
  });
});
