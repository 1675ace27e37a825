import { type RefObject, useEffect, useState } from 'react';

export interface Size {
  width: number;
  height: number;
}

/**
 * The element's size in CSS pixels, kept current. The map draws in real pixels so that its marker sizes and
 * the 100 px cluster grid mean what they say at every screen width.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, fallback: Size): Size {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
