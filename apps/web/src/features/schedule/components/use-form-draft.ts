import type { PatientFormStep } from '@hs/content';
import { useRef, useState } from 'react';
import { clearDraft, type FormDraft, readDraft, writeDraft } from '@/features/schedule/model/form-draft';
import { type FormPlan, furthestReachable, pageIndex } from '@/features/schedule/model/form-plan';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';

/** The stored draft if it fits this form; otherwise a fresh one on the first sub-page. */
function startingDraft(category: string, plan: FormPlan): FormDraft {
  const first = plan.pages[0]!.page;
  const stored = readDraft(category);
  if (!stored) return { category, current: first, completed: [], data: {} };
  const completed = stored.completed.filter((page) => pageIndex(plan, page) !== -1);
  const index = pageIndex(plan, stored.current);
  // A page beyond the ones reached (a changed configuration, a tampered draft) falls back to the first open one.
  const reachable = furthestReachable(plan, completed);
  const current = index === -1 || index > reachable ? plan.pages[reachable]!.page : stored.current;
  return { ...stored, completed, current };
}

/**
 * The patient form's position and data, kept in sessionStorage. Typing is saved without re-rendering the
 * form; moving between sub-pages re-renders with everything saved so far.
 */
export function useFormDraft(category: string, plan: FormPlan) {
  const [draft, setDraft] = useState(() => startingDraft(category, plan));
  const latest = useRef(draft);

  const commit = (next: FormDraft, render: boolean) => {
    latest.current = next;
    writeDraft(next);
    if (render) setDraft(next);
  };

  return {
    draft,
    /** Everything entered so far, including what is typed on the current sub-page. */
    latestData: (): PatientFormData => latest.current.data,
    saveTyping(page: PatientFormStep, values: unknown) {
      const before = latest.current;
      const data = { ...before.data, [page]: values };
      // A changed page counts as done again only after its Continue checks it, so nothing unchecked is booked.
      const changedDonePage =
        before.completed.includes(page) && JSON.stringify(before.data[page]) !== JSON.stringify(values);
      if (!changedDonePage) {
        commit({ ...before, data }, false);
        return;
      }
      commit({ ...before, data, completed: before.completed.filter((done) => done !== page) }, true);
    },
    /** Saves a sub-page as done (§4: under its name) and moves to `next`, or stays when there is none. */
    complete(page: PatientFormStep, values: unknown, next: PatientFormStep | undefined) {
      const completed = latest.current.completed.includes(page)
        ? latest.current.completed
        : [...latest.current.completed, page];
      commit(
        {
          ...latest.current,
          completed,
          current: next ?? page,
          data: { ...latest.current.data, [page]: values },
        },
        true,
      );
    },
    /** Moves to `page`, or to the first unfinished sub-page when `page` lies beyond it. */
    goTo(page: PatientFormStep) {
      const reachable = furthestReachable(plan, latest.current.completed);
      const target = pageIndex(plan, page) > reachable ? plan.pages[reachable]!.page : page;
      commit({ ...latest.current, current: target }, true);
    },
    clear() {
      clearDraft();
    },
  };
}
