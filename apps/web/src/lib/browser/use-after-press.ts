import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs work that moves the page's content (a message appearing above a button) only once no pointer is pressed.
 * A click is a press and a release on the same element: content that moves between the two takes the element
 * from under the pointer, the release lands on another one, and the visitor's press does nothing.
 */
export function useAfterPress(): (run: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      // The next task: the browser dispatches the release's click (and the submit it makes) in this one.
      setTimeout(() => {
        for (const run of waiting.current.splice(0)) run();
      }, 0);
    };
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      waiting.current = [];
    };
  }, []);

  return useCallback((run: () => void) => {
    if (pressed.current) waiting.current.push(run);
    else run();
  }, []);
}
