import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ClinicMapView from './clinic-map-view';

// Lazy chunks, the atlas and the fake API answer slowly on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// Two clinics a few blocks apart (one cluster at first) and one across the river.
const markers = [
  { id: 'a', label: 'Cedar Ave Clinic', lat: 39.1072, lng: -84.502 },
  { id: 'b', label: 'Market St Clinic', lat: 39.108, lng: -84.5 },
  { id: 'c', label: 'Union St Clinic', lat: 39.05, lng: -84.33 },
];

const transformOfLand = (container: HTMLElement) => container.querySelector('svg > g')?.getAttribute('transform');

describe('ClinicMapView', () => {
  it('draws state outlines from the bundled atlas and clinic pins as named buttons', async () => {
    const { container } = render(<ClinicMapView markers={markers} onSelect={() => undefined} />);
    await waitFor(() => expect(container.querySelector('svg path')?.getAttribute('d')).toBeTruthy());
    expect(screen.getByRole('group', { name: 'Map of clinic locations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Union St Clinic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 2 clinics here' })).toBeInTheDocument();
  });

  it('zooms into a cluster until its clinics are apart, and selects a clinic by click or keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ClinicMapView markers={markers} onSelect={onSelect} activeId="b" />);
    let guard = 0;
    while (screen.queryByRole('button', { name: /^Show \d+ clinics here$/ }) && guard++ < 8) {
      await user.click(screen.getByRole('button', { name: /^Show \d+ clinics here$/ }));
    }
    await user.click(screen.getByRole('button', { name: 'Cedar Ave Clinic' }));
    expect(onSelect).toHaveBeenLastCalledWith('a');
    screen.getByRole('button', { name: 'Market St Clinic' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('button', { name: 'Market St Clinic' })).toHaveAttribute('aria-pressed', 'true');
    // Zoomed in on the pair, the clinic across the river is off the map: it is not drawn, so not a tab stop.
    expect(screen.queryByRole('button', { name: 'Union St Clinic' })).toBeNull();
  });

  it('pans and zooms with its buttons and the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<ClinicMapView markers={markers} onSelect={() => undefined} />);
    const initial = transformOfLand(container);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(transformOfLand(container)).toContain('scale(2)');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(transformOfLand(container)).toBe(initial);
    screen.getByRole('group', { name: 'Map of clinic locations' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(transformOfLand(container)).toContain('translate(-60.00 0.00)');
    await user.keyboard('+');
    expect(transformOfLand(container)).toContain('scale(2)');
    await user.keyboard('0');
    expect(transformOfLand(container)).toBe(initial);
  });
});
