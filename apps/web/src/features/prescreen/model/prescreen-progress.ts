import type { PrescreenId } from '@hs/content';
import type { IsoDate } from '@/lib/dates/us-date';
import type { SearchState } from '@/lib/search/search-state';
import type { Answers } from './answers';

/** What an eligibility step decided: the services it books and the earliest date they can be given. */
export interface EligibilityOutcome {
  serviceIds: number[];
  /** The options of this type chosen earlier are replaced by `serviceIds`; without it they stay. */
  replacesOptionType?: string;
  notBefore?: IsoDate;
  /** Collected answers by their dataFieldToCollect name. */
  collected: Record<string, string>;
}

/** A patient's way through one prescreen: the search it started from, answers and completed steps. */
export interface PrescreenProgress {
  prescreenId: PrescreenId;
  search: SearchState;
  answers: Record<string, Answers>;
  completedStepIds: string[];
  eligibility: Record<string, EligibilityOutcome>;
}

const STORAGE_KEY = 'tlc.prescreen';
type Listener = () => void;

function read(storage: Storage | undefined): PrescreenProgress | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object' || !('prescreenId' in parsed) || !('search' in parsed)) return undefined;
    return parsed as PrescreenProgress;
  } catch {
    return undefined;
  }
}

/** The search fields that make two searches the same trip through a prescreen. */
const searchKey = (search: SearchState) =>
  JSON.stringify([
    search.type?.toLowerCase(),
    search.location,
    search.date,
    search.external,
    search.benefitCode,
    search.clinic,
    search.timeZone,
    search.shouldAddPromotion,
    search.isPharmacyOnly,
  ]);

export const isSameSearch = (a: SearchState, b: SearchState): boolean => searchKey(a) === searchKey(b);

/**
 * Progress through the prescreen, kept in sessionStorage like the scheduler store so that a refresh
 * or the browser's Back button keeps the answers, and gone when the tab closes.
 */
export function createPrescreenProgressStore(storage: Storage | undefined = globalThis.sessionStorage) {
  let progress = read(storage);
  const listeners = new Set<Listener>();

  function commit(next: PrescreenProgress | undefined) {
    progress = next;
    try {
      if (next) storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(STORAGE_KEY);
    } catch {
      // Storage can be full or disabled; the in-memory progress still serves this page.
    }
    for (const listener of listeners) listener();
  }

  return {
    get: (): PrescreenProgress | undefined => progress,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Starts over for a new search; the same search keeps its answers (e.g. after Back to step 1). */
    begin(prescreenId: PrescreenId, search: SearchState) {
      if (progress && progress.prescreenId === prescreenId && isSameSearch(progress.search, search)) return;
      commit({ prescreenId, search, answers: {}, completedStepIds: [], eligibility: {} });
    },
    /**
     * Saves a step. `completedStepIds` are the visible steps up to and including it: changing an answer
     * can change the steps that follow, so those must be answered again.
     */
    completeStep(stepId: string, answers: Answers, completedStepIds: string[], outcome?: EligibilityOutcome) {
      if (!progress) return;
      const eligibility = { ...progress.eligibility };
      if (outcome) eligibility[stepId] = outcome;
      else delete eligibility[stepId];
      commit({ ...progress, answers: { ...progress.answers, [stepId]: answers }, completedStepIds, eligibility });
    },
    clear() {
      commit(undefined);
    },
  };
}

export const prescreenProgressStore = createPrescreenProgressStore();
