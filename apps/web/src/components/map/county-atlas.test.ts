import { type GeoProjection, geoBounds, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import counties from 'us-atlas/counties-10m.json';
import { describe, expect, it } from 'vitest';
import { type CountiesTopology, countyAtlas, stateBoxes, statesIn } from './county-atlas';
import type { GeoBox } from './geo-box';
import { fittedProjection, visibleGeoBox } from './map-projection';
import { INITIAL_VIEW, type MapView, visibleBounds, zoomAt } from './map-view';

const topology = counties as unknown as CountiesTopology;
const atlas = countyAtlas(topology);
const idsIn = (box: GeoBox) => atlas.countiesIn(box).map((county) => String(county.id));

// Downtown Cincinnati (45202) and the river counties around it, in Ohio, Kentucky and Indiana.
const cincinnati: GeoBox = [
  [-84.9, 38.9],
  [-84.1, 39.3],
];

describe('countyAtlas', () => {
  it('picks the states a box meets from boxes read off their arcs', () => {
    const boxes = stateBoxes(topology);
    expect(statesIn(boxes, cincinnati).sort()).toEqual(['18', '21', '39']);
    // Ohio's box is the one d3-geo measures on its outline.
    const ohio = topology.objects.states.geometries.find((state) => state.id === '39');
    if (!ohio) throw new Error('The atlas has no Ohio.');
    const [[west, south], [east, north]] = geoBounds(feature(topology, ohio));
    const ohioBox = boxes.find((state) => state.item === '39')?.bounds;
    const fixed = (values: number[] = []) => values.map((value) => value.toFixed(3));
    expect(fixed(ohioBox?.flat())).toEqual(fixed([west, south, east, north]));
  });

  it('finds the counties whose outlines meet a box', () => {
    const ids = idsIn(cincinnati);
    // Hamilton and Clermont (Ohio), Kenton, Boone and Campbell (Kentucky), Dearborn (Indiana).
    expect(ids).toEqual(expect.arrayContaining(['39061', '39025', '21117', '21015', '21037', '18029']));
    // Franklin County, Ohio (Columbus) is a hundred miles north-east.
    expect(ids).not.toContain('39049');
    expect(ids.every((id) => ['18', '21', '39'].includes(id.slice(0, 2)))).toBe(true);
  });

  it('finds a county across the antimeridian from either side', () => {
    const westOfIt: GeoBox = [
      [178, 51],
      [179, 53],
    ];
    const eastOfIt: GeoBox = [
      [-179, 51],
      [-178, 53],
    ];
    // Aleutians West Census Area, Alaska.
    expect(idsIn(westOfIt)).toContain('02016');
    expect(idsIn(eastOfIt)).toContain('02016');
  });

  it('shows the same counties as projecting every outline, on the results map, and at least those on the map without clinics', () => {
    const markers = [
      { id: 'a', label: 'Cedar Ave Clinic', lat: 39.1072, lng: -84.502 },
      { id: 'b', label: 'Union St Clinic', lat: 39.05, lng: -84.33 },
      { id: 'c', label: 'Hamilton Clinic', lat: 39.4, lng: -84.56 },
    ];
    const [width, height] = [600, 420];
    const all = (feature(topology, topology.objects.counties) as FeatureCollection<Geometry>).features;
    const results = fittedProjection(markers, width, height);
    const usa = fittedProjection([], width, height);
    const [x, y] = usa([-84.5, 39.1]) ?? [0, 0];
    // Mercator keeps meridians and parallels straight, so its screen is a box of longitudes and latitudes; under
    // Albers USA the box around the screen takes in a little more, which is never missing a county.
    const views: [GeoProjection, MapView, 'same' | 'more'][] = [
      [results, zoomAt(INITIAL_VIEW, 0.25, 300, 210), 'same'],
      [results, zoomAt(INITIAL_VIEW, 2, 200, 250), 'same'],
      [usa, zoomAt({ k: 1, x: 300 - x, y: 210 - y }, 16, 300, 210), 'more'],
    ];
    for (const [projection, view, expected] of views) {
      const path = geoPath(projection);
      const bounds = visibleBounds(view, width, height);
      const projected = all.filter((county) => {
        const [[x0, y0], [x1, y1]] = path.bounds(county);
        return x1 >= bounds.x0 && x0 <= bounds.x1 && y1 >= bounds.y0 && y0 <= bounds.y1;
      });
      const box = visibleGeoBox(projection, bounds);
      if (!box) throw new Error('The projection has no inverse.');
      expect(projected.length).toBeGreaterThan(3);
      const ids = projected.map((county) => String(county.id)).sort();
      if (expected === 'same') expect(idsIn(box).sort()).toEqual(ids);
      else expect(idsIn(box)).toEqual(expect.arrayContaining(ids));
    }
  });
});
