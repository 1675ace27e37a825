import type { Locator, Page } from '@playwright/test';

/**
 * When a page's first screen is usable: the moment a visitor can do what they came for, not the moment the
 * network goes quiet. Shared by the budget test (e2e) and the benchmark (bench), so both stop at the same moment.
 *
 * Each condition names its controls by role and accessible name as the journeys do (`first-screen-usable.spec.ts`
 * checks that the elements found here are the ones `getByRole` finds, and that they respond):
 * - search: the 'Appointment Type' combobox lists at least one option with a value and is not busy, and the
 *   'Find Appointment' submit button of the same form can be pressed (in Spanish, 'Tipo de cita' and 'Buscar cita');
 * - results: the first provider card (the first article in main) shows a time button that can be pressed;
 * - patient form: the 'Patient's legal first name' textbox of the 'Patient Details' form accepts input;
 * - clinic details: the 'Clinic hours' table shows a row of hours;
 * - find my appointment: the 'Confirmation Code' textbox accepts input;
 * - locator: the 'Find a Clinic' combobox accepts input.
 * "Can be pressed" is visible, enabled, not busy and not hidden from assistive technology or made inert;
 * "accepts input" is that and not read-only. The pages render without hydration (decision 026): a control
 * exists only once React has rendered it, with its handlers.
 */
export type FirstScreen = 'search' | 'results' | 'patient form' | 'clinic details' | 'find my appointment' | 'locator';

/** A script fully received before the page became usable, as the page's Resource Timing reports it. */
export interface ReceivedScript {
  url: string;
  /** The body as it came over the wire, before its content encoding was undone. */
  encodedBytes: number;
}

export interface UsableMoment {
  /** From the start of the navigation to the first frame after the page became usable, in milliseconds. */
  ms: number;
  scripts: ReceivedScript[];
}

/** Where the probe leaves its promise and, for the tests, the elements it judged. */
const RESULT = '__firstScreenUsable';
const ELEMENTS = '__firstScreenUsableElements';

/**
 * Runs in the page before its own scripts. It checks the condition after every DOM change (React commits its
 * renders in one batch, so a check per commit) and, once it holds, waits for the next frame to be produced: the
 * visitor sees the page as usable in that frame. Nothing here polls, so the page's own work is not delayed.
 */
function probe(screen: FirstScreen, resultKey: string, elementsKey: string) {
  if (window.top !== window) return;
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return text(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return text(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    if (element instanceof HTMLTableElement) return text(element.caption?.textContent);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return text([...labels].map((l) => l.textContent).join(' '));
    return text(element.textContent);
  };
  const named = (scope: ParentNode, selector: string, name: string | RegExp) =>
    [...scope.querySelectorAll(selector)].find((element) =>
      typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element)),
    );
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], [inert], [aria-busy="true"]');
  const pressable = (element: Element | undefined) => !!element && shown(element) && element.matches(':enabled');
  const acceptsInput = (element: Element | undefined) => pressable(element) && !(element as HTMLInputElement).readOnly;
  const TEXTBOX = 'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], textarea';

  const conditions: Record<FirstScreen, () => Element[] | undefined> = {
    search: () => {
      const type = named(document, 'select', /^(Appointment Type|Tipo de cita)$/) as HTMLSelectElement | undefined;
      const submit = named(document, 'button[type="submit"]', /^(Find Appointment|Buscar cita)$/) as
        | HTMLButtonElement
        | undefined;
      const listed = !!type && [...type.options].some((option) => option.value !== '');
      return listed && type.form === submit?.form && pressable(type) && pressable(submit) ? [type, submit] : undefined;
    },
    results: () => {
      const card = document.querySelector('main article');
      const time = card && [...card.querySelectorAll('button[value]')].find(pressable);
      return card && time ? [card, time] : undefined;
    },
    'patient form': () => {
      const form = named(document, 'form', 'Patient Details');
      const field = form && named(form, TEXTBOX, "Patient's legal first name");
      return form && field && acceptsInput(field) ? [form, field] : undefined;
    },
    'clinic details': () => {
      const table = named(document, 'table', /^Clinic hours\b/);
      const row = table && [...table.querySelectorAll('tbody tr')].find((r) => text(r.textContent) !== '');
      return table && row && shown(row) ? [table, row] : undefined;
    },
    'find my appointment': () => {
      const field = named(document, `main :is(${TEXTBOX})`, 'Confirmation Code');
      return field && acceptsInput(field) ? [field] : undefined;
    },
    locator: () => {
      const field = named(document, 'input[role="combobox"]', 'Find a Clinic');
      return field && acceptsInput(field) ? [field] : undefined;
    },
  };
  const usableElements = conditions[screen];

  let settle: (moment: UsableMoment) => void = () => {};
  Object.defineProperty(window, resultKey, { value: new Promise<UsableMoment>((resolve) => (settle = resolve)) });
  const scriptsUntil = (ms: number) =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseEnd <= ms && /\.m?js$/.test(new URL(entry.name).pathname))
      .sort((a, b) => a.responseEnd - b.responseEnd)
      .map((entry) => ({ url: entry.name, encodedBytes: entry.encodedBodySize }));

  let waitingForFrame = false;
  const check = () => {
    if (waitingForFrame || !usableElements()) return;
    waitingForFrame = true;
    // A task posted from the frame callback runs after that frame has been produced.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        waitingForFrame = false;
        const elements = usableElements();
        if (!elements) return;
        const ms = performance.now();
        observer.disconnect();
        Object.defineProperty(window, elementsKey, { value: elements });
        settle({ ms, scripts: scriptsUntil(ms) });
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Watches the next page the tab opens for the moment `screen` becomes usable. The probe goes in as source text;
 * a runner that keeps function names (tsx, which runs the bench) wraps inner functions in `__name`, so the page
 * is given one that does nothing.
 */
export async function watchUsable(page: Page, screen: FirstScreen): Promise<void> {
  const args = [screen, RESULT, ELEMENTS].map((arg) => JSON.stringify(arg)).join(', ');
  await page.addInitScript({ content: `(() => { const __name = (f) => f; (${probe.toString()})(${args}); })();` });
}

/** The moment the watched page became usable, and the scripts it had received by then. */
export async function usableMoment(page: Page, timeoutMs = 30_000): Promise<UsableMoment> {
  const moment = page.evaluate((key) => (window as unknown as Record<string, Promise<UsableMoment>>)[key], RESULT);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page was not usable within ${timeoutMs} ms.`)), timeoutMs);
  });
  try {
    return (await Promise.race([moment, timeout])) as UsableMoment;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the element is one of those the probe judged the page usable by (for the tests of the conditions). */
export function isJudged(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element, key) => ((window as unknown as Record<string, Element[] | undefined>)[key] ?? []).includes(element),
    ELEMENTS,
  );
}
