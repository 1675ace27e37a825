/** Pan and zoom of the map: screen = base projection × k, then shifted by (x, y). */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export const INITIAL_VIEW: MapView = { k: 1, x: 0, y: 0 };
export const ZOOM_LIMITS = { min: 0.25, max: 32 } as const;
export const ZOOM_STEP = 2;
export const PAN_STEP = 60;

/** Zooms by `factor` keeping the screen point (cx, cy) where it is. */
export function zoomAt(view: MapView, factor: number, cx: number, cy: number): MapView {
  const k = Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, view.k * factor));
  const applied = k / view.k;
  return { k, x: cx - (cx - view.x) * applied, y: cy - (cy - view.y) * applied };
}

export const panBy = (view: MapView, dx: number, dy: number): MapView => ({ ...view, x: view.x + dx, y: view.y + dy });

export const toScreen = (view: MapView, point: readonly [number, number]): [number, number] => [
  point[0] * view.k + view.x,
  point[1] * view.k + view.y,
];

/** A rectangle of base-projection coordinates. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The rectangle of base-projection coordinates the screen shows. */
export function visibleBounds(view: MapView, width: number, height: number): Box {
  return {
    x0: (0 - view.x) / view.k,
    y0: (0 - view.y) / view.k,
    x1: (width - view.x) / view.k,
    y1: (height - view.y) / view.k,
  };
}

const contains = (outer: Box, inner: Box) =>
  outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1;

/**
 * The rectangle the outlines are drawn for: what the screen shows with one screen more on every side, kept (the
 * same object) while the screen stays inside it. Drawn whole, the country's outlines are a path of hundreds of
 * kilobytes the browser lays out and paints on every search; this way panning and zooming in move the drawn
 * outlines, and they are drawn again only when the screen reaches past them.
 */
export function outlineArea(previous: Box | null, visible: Box): Box {
  if (previous && contains(previous, visible)) return previous;
  const width = visible.x1 - visible.x0;
  const height = visible.y1 - visible.y0;
  return { x0: visible.x0 - width, y0: visible.y0 - height, x1: visible.x1 + width, y1: visible.y1 + height };
}
