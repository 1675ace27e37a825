import { describe, expect, it } from 'vitest';
import { boxesOverlap, type GeoBox } from './geo-box';

const cincinnati: GeoBox = [
  [-84.9, 38.9],
  [-84.1, 39.3],
];
// geoBounds of the Aleutians: from 172° E across the antimeridian to 164° W.
const aleutians: GeoBox = [
  [172, 51],
  [-164, 55],
];

describe('boxesOverlap', () => {
  it('needs both the longitudes and the latitudes to meet', () => {
    expect(
      boxesOverlap(cincinnati, [
        [-85, 39],
        [-84.5, 40],
      ]),
    ).toBe(true);
    expect(
      boxesOverlap(cincinnati, [
        [-85, 39.4],
        [-84.5, 40],
      ]),
    ).toBe(false);
    expect(
      boxesOverlap(cincinnati, [
        [-84, 39],
        [-83, 40],
      ]),
    ).toBe(false);
    expect(boxesOverlap(cincinnati, cincinnati)).toBe(true);
  });

  it('reads a box whose west is east of its east as crossing the antimeridian', () => {
    expect(
      boxesOverlap(aleutians, [
        [178, 52],
        [179, 53],
      ]),
    ).toBe(true);
    expect(
      boxesOverlap(
        [
          [-170, 52],
          [-169, 53],
        ],
        aleutians,
      ),
    ).toBe(true);
    expect(
      boxesOverlap(aleutians, [
        [175, 52],
        [-175, 53],
      ]),
    ).toBe(true);
    expect(
      boxesOverlap(aleutians, [
        [-150, 52],
        [-140, 53],
      ]),
    ).toBe(false);
    expect(
      boxesOverlap(aleutians, [
        [-170, 52],
        [170, 53],
      ]),
    ).toBe(true);
    expect(
      boxesOverlap(aleutians, [
        [-160, 52],
        [170, 53],
      ]),
    ).toBe(false);
  });
});
