import type { SchedulerFlow } from './constants.js';

/**
 * The flow step counter and process status every analytics event carries (§4): the counter starts at 1, a
 * flow start sets it to 2, each continue adds one and completing resets it to 1; the process is idle until a
 * flow starts, in progress until it completes, then done. An event reports the counter as it stood when the
 * visitor acted, so a flow reads start 1, continue 2, continue 3, … complete n.
 */
export const PROCESS_STATUSES = ['idle', 'in_progress', 'done'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export interface FlowProgress {
  step: number;
  status: ProcessStatus;
  /** The scheduler flow under way (IN_PERSON, VIRTUAL_VISIT, …), once one started. */
  flow?: SchedulerFlow | undefined;
  /** Its category, so an entry page can tell the flow it continues from a new one. */
  category?: string | undefined;
}

export const INITIAL_FLOW_PROGRESS: FlowProgress = { step: 1, status: 'idle' };

/** The counter never runs past what the event contract accepts, however long a visit loops. */
export const MAX_FLOW_STEP = 100;

export type FlowAction =
  | { type: 'start'; flow: SchedulerFlow; category?: string | undefined }
  | { type: 'continue' }
  | { type: 'complete' };

/** The step and status an event reports for an action, and the progress after it. */
export function advanceFlow(
  progress: FlowProgress,
  action: FlowAction,
): { reported: Pick<FlowProgress, 'step' | 'status'>; next: FlowProgress } {
  switch (action.type) {
    case 'start':
      return {
        reported: { step: 1, status: 'in_progress' },
        next: { step: 2, status: 'in_progress', flow: action.flow, category: action.category },
      };
    case 'continue':
      return {
        reported: { step: progress.step, status: 'in_progress' },
        next: { ...progress, step: Math.min(progress.step + 1, MAX_FLOW_STEP), status: 'in_progress' },
      };
    case 'complete':
      return {
        reported: { step: progress.step, status: 'done' },
        next: { ...progress, step: 1, status: 'done' },
      };
  }
}

/**
 * Whether an entry page (a prescreen's first step) begins a new flow: not when the search form has just
 * started this category's flow and sent the visitor here, which would count one start twice.
 */
export function startsNewFlow(progress: FlowProgress, category: string | undefined): boolean {
  return !(progress.status === 'in_progress' && progress.step === 2 && progress.category === category);
}

/**
 * The shape of a name in code (a form control's name attribute, a step's id), as opposed to text or an id made
 * at run time. Only the analytics lists (decision 044) say which names may be sent.
 */
export const ANALYTICS_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export const isAnalyticsName = (text: string): boolean => ANALYTICS_NAME_PATTERN.test(text);
