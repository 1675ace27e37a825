import { describe, expect, it } from 'vitest';
import { fittedProjection, visibleGeoBox, visibleLongitudeSpan } from './map-projection';
import { INITIAL_VIEW, visibleBounds, zoomAt } from './map-view';

const markers = [
  { id: 'a', label: 'Cedar Ave Clinic', lat: 39.1072, lng: -84.502 },
  { id: 'c', label: 'Union St Clinic', lat: 39.05, lng: -84.33 },
];

describe('visibleGeoBox', () => {
  it('gives the longitudes and latitudes the screen shows, around the clinics it was fitted to', () => {
    const projection = fittedProjection(markers, 600, 420);
    const view = zoomAt(INITIAL_VIEW, 2, 300, 210);
    const box = visibleGeoBox(projection, visibleBounds(view, 600, 420));
    if (!box) throw new Error('The view shows no place.');
    const [[west, south], [east, north]] = box;
    expect(west).toBeLessThan(-84.45);
    expect(east).toBeGreaterThan(-84.38);
    expect(south).toBeLessThan(39.08);
    expect(north).toBeGreaterThan(39.08);
    expect(east - west).toBeCloseTo(visibleLongitudeSpan(projection, 600, view.k), 6);
  });
});
