import {
  advanceFlow,
  type FlowAction,
  type FlowProgress,
  INITIAL_FLOW_PROGRESS,
  PROCESS_STATUSES,
  SCHEDULER_FLOWS,
} from '@hs/domain';

/** Kept per tab like the held appointment, so a refresh mid-flow keeps counting where it was. */
const STORAGE_KEY = 'hs.analytics-flow';

function read(): FlowProgress {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && 'step' in stored && 'status' in stored) {
      const { step, status, flow, category } = stored as Record<string, unknown>;
      const known = PROCESS_STATUSES.find((candidate) => candidate === status);
      if (typeof step === 'number' && Number.isInteger(step) && step >= 1 && known) {
        return {
          step,
          status: known,
          flow: SCHEDULER_FLOWS.find((candidate) => candidate === flow),
          category: typeof category === 'string' ? category : undefined,
        };
      }
    }
  } catch {
    // No storage (private mode, tests without a DOM) or something unreadable: start afresh.
  }
  return INITIAL_FLOW_PROGRESS;
}

let progress: FlowProgress | undefined;
/** Flow actions taken on this page so far: a form touched before the latest one was gone on from, not left. */
let actions = 0;

export const flowActionCount = (): number => actions;

/** The flow under way in this tab: its step counter, process status, flow and category. */
export function flowProgress(): FlowProgress {
  progress ??= read();
  return progress;
}

/** Moves the counter and status for a flow action (§4) and says what the action's event reports. */
export function applyFlowAction(action: FlowAction): Pick<FlowProgress, 'step' | 'status'> {
  const { reported, next } = advanceFlow(flowProgress(), action);
  progress = next;
  actions += 1;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // The counter still runs for this page; it only restarts after a refresh.
  }
  return reported;
}
