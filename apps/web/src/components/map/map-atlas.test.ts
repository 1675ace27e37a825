import { geoClipRectangle, geoPath } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { loadStates, outlinesIn } from './map-atlas';
import { fittedProjection, outlineBox } from './map-projection';
import { type Box, INITIAL_VIEW, outlineArea, visibleBounds, zoomAt } from './map-view';

const layer = await loadStates();
const everything = outlinesIn(layer, null);

const cincinnati = [
  { id: 'a', label: 'Cedar Ave Clinic', lat: 39.1072, lng: -84.502 },
  { id: 'c', label: 'Union St Clinic', lat: 39.05, lng: -84.33 },
];
const nationwide = [
  { id: 'k', label: 'Anchorage', lat: 61.2, lng: -149.9 },
  { id: 'm', label: 'Portland, ME', lat: 43.66, lng: -70.26 },
];

/** The outlines as MapBaseLayers draws them: projected and cut to the drawn area. */
function drawn(markers: typeof cincinnati, area: (base: Box) => Box) {
  const projection = fittedProjection(markers, 600, 420);
  const box = area(visibleBounds(INITIAL_VIEW, 600, 420));
  const clip = geoClipRectangle(box.x0, box.y0, box.x1, box.y1);
  const path = geoPath({ stream: (output) => projection.stream(clip(output)) });
  const shown = outlinesIn(layer, outlineBox(projection, box, markers.length > 0));
  return {
    shown,
    land: [path(shown.land), path(everything.land)],
    borders: [path(shown.borders), path(everything.borders)],
  };
}

describe('outlinesIn', () => {
  it('draws around Cincinnati the same outlines as the whole country does, from a few states', () => {
    const { shown, land, borders } = drawn(cincinnati, (base) => outlineArea(null, base));
    expect(shown.land.features.map((state) => state.properties.name).sort()).toEqual(
      expect.arrayContaining(['Indiana', 'Kentucky', 'Ohio']),
    );
    expect(shown.land.features.length).toBeLessThan(8);
    expect(shown.borders.coordinates.length).toBeLessThan(everything.borders.coordinates.length / 4);
    expect(land[0]).toBe(land[1]);
    expect(borders[0]).toBe(borders[1]);
    expect(land[0]?.length).toBeGreaterThan(100);
  });

  it('keeps every outline when zoomed out to the far edge of the zoom', () => {
    const zoomedOut = zoomAt(INITIAL_VIEW, 0.25, 300, 210);
    const { land, borders } = drawn(cincinnati, () => visibleBounds(zoomedOut, 600, 420));
    expect(land[0]).toBe(land[1]);
    expect(borders[0]).toBe(borders[1]);
  });

  it('draws every state on a map without clinics and on one wider than half the globe', () => {
    const national = fittedProjection([], 600, 420);
    expect(outlineBox(national, visibleBounds(INITIAL_VIEW, 600, 420), false)).toBeNull();
    const wide = fittedProjection(nationwide, 600, 420);
    const zoomedOut = zoomAt(INITIAL_VIEW, 0.25, 300, 210);
    expect(outlineBox(wide, visibleBounds(zoomedOut, 600, 420), true)).toBeNull();
    expect(outlinesIn(layer, null).land.features).toHaveLength(layer.states.length);
  });
});
