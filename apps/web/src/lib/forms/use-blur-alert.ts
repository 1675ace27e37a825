import { BLUR_ALERT_DELAY_MS } from '@hs/domain';
import { type FocusEvent, type FormEvent, useEffect, useMemo, useRef } from 'react';
import { afterPress } from '@/lib/browser/after-press';

export interface BlurAlertChecks {
  /** Checks these fields and shows their errors: called BLUR_ALERT_DELAY_MS after the visitor left them. */
  check: (names: string[]) => void;
  /** The visitor changed this field, so an error it shows should follow the value at once (it may clear). */
  edited?: (name: string) => void;
}

/** The event handlers to spread on the <form>; field events bubble to it. */
export interface BlurAlertFormProps {
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: (event: FocusEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
}

function nameOf(target: EventTarget | null): string | undefined {
  return target instanceof Element ? (target.getAttribute('name') ?? undefined) : undefined;
}

/**
 * The field an element belongs to. The boxes of one answer (a date as MM, DD, YYYY) sit in an element whose
 * `data-field-group` names the field that carries their error, so moving between them is not leaving it.
 */
function fieldKeyOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof HTMLElement)) return undefined;
  return target.closest<HTMLElement>('[data-field-group]')?.dataset.fieldGroup ?? nameOf(target);
}

/**
 * §9 "Blur alert delay 250 ms": a field the visitor edited and then left is checked BLUR_ALERT_DELAY_MS
 * later, so its error shows (and its live region announces it) only once focus has really moved on. Focus
 * coming back within the delay (Shift+Tab, a suggestion clicked) cancels the check; tabbing past a field
 * never typed in checks nothing, since only a submit says an untouched field is required. An error due while a
 * pointer is pressed waits for the release: shown at once, it would push the button being pressed (Find, Continue)
 * from under the pointer, and the press would submit nothing.
 */
export function useBlurAlert(checks: BlurAlertChecks): BlurAlertFormProps {
  const latest = useRef(checks);
  latest.current = checks;
  const editedByField = useRef(new Map<string, Set<string>>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useMemo(() => {
    const cancel = (field: string) => {
      clearTimeout(timers.current.get(field));
      timers.current.delete(field);
    };
    return {
      onChange: (event) => {
        const [field, name] = [fieldKeyOf(event.target), nameOf(event.target)];
        if (!field || !name) return;
        const names = editedByField.current.get(field) ?? new Set<string>();
        editedByField.current.set(field, names.add(name));
        latest.current.edited?.(name);
      },
      onFocus: (event) => {
        const field = fieldKeyOf(event.target);
        if (field) cancel(field);
      },
      onBlur: (event) => {
        const field = fieldKeyOf(event.target);
        const names = field ? editedByField.current.get(field) : undefined;
        if (!field || !names) return;
        const form = event.currentTarget;
        cancel(field);
        timers.current.set(
          field,
          setTimeout(() => {
            timers.current.delete(field);
            afterPress(() => {
              // The window lost focus and got it back, or the press was a submit that focused the field.
              const active = document.activeElement;
              if (form.contains(active) && fieldKeyOf(active) === field) return;
              latest.current.check([...new Set([...names, field])]);
            });
          }, BLUR_ALERT_DELAY_MS),
        );
      },
    };
  }, []);
}
