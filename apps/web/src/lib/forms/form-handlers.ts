import type { FocusEvent, FormEvent } from 'react';

export interface FormHandlers {
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: (event: FocusEvent<HTMLFormElement>) => void;
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
}

/** One set of <form> handlers from several (analytics, the blur alert), each called in turn. */
export function combineFormHandlers(...sets: FormHandlers[]): Required<FormHandlers> {
  return {
    onChange: (event) => {
      for (const set of sets) set.onChange?.(event);
    },
    onFocus: (event) => {
      for (const set of sets) set.onFocus?.(event);
    },
    onBlur: (event) => {
      for (const set of sets) set.onBlur?.(event);
    },
  };
}
