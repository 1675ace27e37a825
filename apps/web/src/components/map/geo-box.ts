/**
 * A longitude/latitude box as d3-geo's `geoBounds` gives it, [[west, south], [east, north]] in degrees; west
 * is greater than east when the box crosses the antimeridian (the Aleutians do).
 */
export type GeoBox = [[number, number], [number, number]];

/** A piece of the atlas with the box around it, so a view can skip what it cannot meet. */
export interface Bounded<T> {
  item: T;
  bounds: GeoBox;
}

const longitudeSpans = (west: number, east: number): [number, number][] =>
  west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];

/** Whether two boxes share a point, either of them possibly crossing the antimeridian. */
export function boxesOverlap([[westA, southA], [eastA, northA]]: GeoBox, [[westB, southB], [eastB, northB]]: GeoBox) {
  if (southA > northB || southB > northA) return false;
  const spansB = longitudeSpans(westB, eastB);
  return longitudeSpans(westA, eastA).some(([fromA, toA]) =>
    spansB.some(([fromB, toB]) => fromA <= toB && fromB <= toA),
  );
}
