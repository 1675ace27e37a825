/**
 * Work that moves the page's content (a message appearing above a button) waits until no pointer is pressed.
 * A click is a press and a release on the same element: content that moves between the two takes the element
 * from under the pointer, the release lands on another one, and the visitor's press does nothing. One listener
 * for the whole page, from the first form that needs it.
 */
let pressed = false;
const waiting: (() => void)[] = [];

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'pointerup', 'pointercancel']) {
    addEventListener(
      type,
      () => {
        pressed = type === 'pointerdown';
        // The next task: the browser dispatches the release's click (and the submit it makes) in this one.
        if (pressed) return;
        setTimeout(() => {
          for (const run of waiting.splice(0)) run();
        });
      },
      true,
    );
  }
}

/** Runs `run` now, or once the pointer pressed now is released. */
export function afterPress(run: () => void): void {
  if (pressed) waiting.push(run);
  else run();
}
