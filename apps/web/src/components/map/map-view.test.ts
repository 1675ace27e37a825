import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, outlineArea, visibleBounds } from './map-view';

const box = fc
  .record({
    x: fc.double({ min: -5000, max: 5000, noNaN: true }),
    y: fc.double({ min: -5000, max: 5000, noNaN: true }),
    w: fc.double({ min: 1, max: 2000, noNaN: true }),
    h: fc.double({ min: 1, max: 2000, noNaN: true }),
  })
  .map(({ x, y, w, h }): Box => ({ x0: x, y0: y, x1: x + w, y1: y + h }));

const contains = (outer: Box, inner: Box) =>
  outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1;

describe('the area the map outlines are drawn for', () => {
  it('always covers what the screen shows', () => {
    fc.assert(
      fc.property(fc.option(box), box, (previous, visible) => {
        expect(contains(outlineArea(previous, visible), visible)).toBe(true);
      }),
    );
  });

  it('keeps the drawn area, the same object, while the screen stays inside it', () => {
    fc.assert(
      fc.property(
        box,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (visible, dx, dy) => {
          const drawn = outlineArea(null, visible);
          const width = visible.x1 - visible.x0;
          const height = visible.y1 - visible.y0;
          // Panned by up to a screen in each direction: still inside the margin.
          const panned = {
            x0: visible.x0 + dx * width,
            y0: visible.y0 - dy * height,
            x1: visible.x1 + dx * width,
            y1: visible.y1 - dy * height,
          };
          expect(outlineArea(drawn, panned)).toBe(drawn);
        },
      ),
    );
  });

  it('draws a new area, a screen wider on every side, once the screen reaches past the old one', () => {
    const visible = visibleBounds({ k: 1, x: 0, y: 0 }, 300, 200);
    const drawn = outlineArea(null, visible);
    expect(drawn).toEqual({ x0: -300, y0: -200, x1: 600, y1: 400 });
    // Zoomed out to a quarter: the screen shows four times as far, past the margin.
    const zoomedOut = visibleBounds({ k: 0.25, x: 0, y: 0 }, 300, 200);
    const redrawn = outlineArea(drawn, zoomedOut);
    expect(redrawn).not.toBe(drawn);
    expect(redrawn).toEqual({ x0: -1200, y0: -800, x1: 2400, y1: 1600 });
    // Zoomed in, the screen shows less and the drawn area stays.
    expect(outlineArea(drawn, visibleBounds({ k: 4, x: -300, y: -200 }, 300, 200))).toBe(drawn);
  });
});
