import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { INITIAL_VIEW, type MapView, PAN_STEP, panBy, ZOOM_LIMITS, ZOOM_STEP, zoomAt } from './map-view';

/** A press that moves further than this is a drag, not a click on a pin. */
const DRAG_THRESHOLD = 4;

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/** Pan and zoom of a map `width` × `height`: buttons, keyboard (arrows, + and −, 0) and dragging. */
export function useMapNavigation(width: number, height: number) {
  const [view, setView] = useState<MapView>(INITIAL_VIEW);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  const zoom = (factor: number) => setView((current) => zoomAt(current, factor, width / 2, height / 2));
  const reset = () => setView(INITIAL_VIEW);
  /** Centres the point and zooms in one step; false when the map is already as close as it goes. */
  const zoomInto = (x: number, y: number) => {
    if (view.k * ZOOM_STEP > ZOOM_LIMITS.max) return false;
    setView((current) => zoomAt(panBy(current, width / 2 - x, height / 2 - y), ZOOM_STEP, width / 2, height / 2));
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) setView((current) => panBy(current, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!start.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((current) => panBy(current, dx, dy));
  };
  const onPointerUp = () => {
    // A drag that ends on a pin must not also select it; the click that follows is swallowed below.
    window.setTimeout(() => {
      drag.current = null;
    }, 0);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (drag.current?.moved) event.stopPropagation();
  };

  return {
    view,
    zoomIn: () => zoom(ZOOM_STEP),
    zoomOut: () => zoom(1 / ZOOM_STEP),
    reset,
    zoomInto,
    onKeyDown,
    /** For the map's svg: dragging pans, and the click that ends a drag selects nothing. */
    pointer: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onClickCapture,
    },
  };
}
