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

/** The rectangle of base-projection coordinates the screen shows. */
export function visibleBounds(view: MapView, width: number, height: number) {
  return {
    x0: (0 - view.x) / view.k,
    y0: (0 - view.y) / view.k,
    x1: (width - view.x) / view.k,
    y1: (height - view.y) / view.k,
  };
}
