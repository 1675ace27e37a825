/** Debian's Chromium, and the flags every run here starts it with: a quiet browser that fetches only the page. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink and V8 as
 * CHROMIUM_PATH without the full browser's machinery, which is what Playwright itself runs headless. It runs
 * the journeys on two thirds of the CPU at desktop width and on about half at 375 px (decision 031).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
