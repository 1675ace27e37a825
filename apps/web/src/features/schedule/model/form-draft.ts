import { PATIENT_FORM_STEPS, type PatientFormStep } from '@hs/content';
import type { PatientFormData } from './patient-form-data';

/** Own key beside the scheduler store's 'tlc.scheduler'; cleared on booking and on leaving the flow. */
export const FORM_DRAFT_KEY = 'tlc.scheduler.patient-form';

/** What the visitor has entered so far, so Back and a refresh keep it (sessionStorage: gone with the tab). */
export interface FormDraft {
  /** The category the data was entered for; another category starts a fresh form. */
  category: string;
  current: PatientFormStep;
  completed: PatientFormStep[];
  data: PatientFormData;
}

const isStep = (value: unknown): value is PatientFormStep =>
  typeof value === 'string' && (PATIENT_FORM_STEPS as readonly string[]).includes(value);

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The stored draft for `category`, or null when there is none, it is damaged or it belongs to another. */
export function readDraft(category: string, store: Storage | undefined = storage()): FormDraft | null {
  try {
    const raw = store?.getItem(FORM_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<FormDraft> | null;
    if (!parsed || parsed.category !== category || !isStep(parsed.current)) return null;
    const completed = Array.isArray(parsed.completed) ? parsed.completed.filter(isStep) : [];
    const data = parsed.data && typeof parsed.data === 'object' ? parsed.data : {};
    return { category, current: parsed.current, completed, data };
  } catch {
    return null;
  }
}

export function writeDraft(draft: FormDraft, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(FORM_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form still works, it just will not survive a refresh.
  }
}

export function clearDraft(store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(FORM_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Stored values merged over a sub-page's empty values, so a field added later still has a default. */
export function withDefaults<T extends object>(empty: T, stored: unknown): T {
  if (!stored || typeof stored !== 'object') return empty;
  const merged: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored)) {
    const base = (empty as Record<string, unknown>)[key];
    if (base === undefined) continue;
    const isRecord = typeof base === 'object' && base !== null && !Array.isArray(base);
    // An empty object is a record keyed by content (answers by question): stored keys are kept as they are.
    if (isRecord && Object.keys(base).length === 0) {
      if (value && typeof value === 'object' && !Array.isArray(value)) merged[key] = value;
    } else if (isRecord) merged[key] = withDefaults(base as object, value);
    else if (
      typeof value === typeof base ||
      (Array.isArray(base) && (Array.isArray(value) || typeof value === 'string'))
    )
      merged[key] = value;
  }
  return merged as T;
}
