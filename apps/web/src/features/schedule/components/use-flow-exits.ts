import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { releaseHolds } from '@/features/schedule/api/release-holds';
import { usePageLeave } from '@/lib/navigation/page-leave';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { toSearchQuery } from '@/lib/search/search-state';

/** The pages that are still the booking flow: leaving the form for them keeps what was typed (§4 Back). */
const FLOW_PATHS = new Set([paths.results(), paths.followup(), paths.schedule(), paths.confirmation()]);

/** Where the flow starts over: the dietitian flow has its own start (§2). */
export function flowStart(flow: SchedulerState['flow']): string {
  return flow === 'DIETITIAN' ? paths.prescreen(1, { type: 'Telenutrition' }) : paths.main();
}

/**
 * The ways out of the form: back to results, start over, or quit to the landing page. Leaving the flow
 * (anywhere but results, follow-up or confirmation) clears the stored form.
 */
export function useFlowExits(scheduler: SchedulerState, clearForm: () => void, onLeaving: () => void) {
  const navigate = useNavigate();

  // A reload or a closed tab is not a leave, so the form survives a refresh.
  usePageLeave((next) => {
    if (!FLOW_PATHS.has(next.pathname)) clearForm();
  });

  return {
    toResults() {
      // Results lets the held time go; the form must not take that for a lost hold on its way out.
      onLeaving();
      navigate(paths.results(Object.fromEntries(toSearchQuery(scheduler.search ?? {}))));
    },
    toStart() {
      onLeaving();
      clearForm();
      navigate(flowStart(scheduler.flow));
    },
    quit() {
      onLeaving();
      clearForm();
      navigate(paths.clinicSchedule());
      releaseHolds();
    },
  };
}
