import { describe, expect, it } from 'vitest';
import {
  advanceFlow,
  type FlowAction,
  INITIAL_FLOW_PROGRESS,
  isAnalyticsName,
  startsNewFlow,
} from './analytics-flow.js';

function run(actions: FlowAction[]) {
  let progress = INITIAL_FLOW_PROGRESS;
  return actions.map((action) => {
    const { reported, next } = advanceFlow(progress, action);
    progress = next;
    return [reported.step, reported.status, next.step, next.status];
  });
}

describe('flow step counter and process status (§4)', () => {
  it('starts at 1 and idle', () => {
    expect(INITIAL_FLOW_PROGRESS).toEqual({ step: 1, status: 'idle' });
  });

  it('start reports 1 and sets 2, each continue adds one, complete resets to 1 and is done', () => {
    const start: FlowAction = { type: 'start', flow: 'IN_PERSON', category: 'Physicals' };
    expect(run([start, { type: 'continue' }, { type: 'continue' }, { type: 'complete' }, start])).toEqual([
      [1, 'in_progress', 2, 'in_progress'],
      [2, 'in_progress', 3, 'in_progress'],
      [3, 'in_progress', 4, 'in_progress'],
      [4, 'done', 1, 'done'],
      [1, 'in_progress', 2, 'in_progress'],
    ]);
  });

  it('a new start resets a flow left half-way', () => {
    const start: FlowAction = { type: 'start', flow: 'IN_PERSON' };
    expect(run([start, { type: 'continue' }, { type: 'continue' }, start]).at(-1)).toEqual([
      1,
      'in_progress',
      2,
      'in_progress',
    ]);
  });

  it('keeps the flow and category it started with', () => {
    const { next } = advanceFlow(INITIAL_FLOW_PROGRESS, {
      type: 'start',
      flow: 'DIETITIAN',
      category: 'Telenutrition',
    });
    expect(advanceFlow(next, { type: 'continue' }).next).toMatchObject({
      flow: 'DIETITIAN',
      category: 'Telenutrition',
    });
  });

  it('never counts past what the event contract accepts', () => {
    let progress = advanceFlow(INITIAL_FLOW_PROGRESS, { type: 'start', flow: 'IN_PERSON' }).next;
    for (let i = 0; i < 500; i++) progress = advanceFlow(progress, { type: 'continue' }).next;
    expect(progress.step).toBe(100);
  });

  it('an entry page starts a flow unless the search form just started this category', () => {
    const justStarted = advanceFlow(INITIAL_FLOW_PROGRESS, {
      type: 'start',
      flow: 'IN_PERSON',
      category: 'Physicals',
    }).next;
    expect(startsNewFlow(justStarted, 'Physicals')).toBe(false);
    expect(startsNewFlow(justStarted, 'Telenutrition')).toBe(true);
    expect(startsNewFlow(advanceFlow(justStarted, { type: 'continue' }).next, 'Physicals')).toBe(true);
    expect(startsNewFlow(INITIAL_FLOW_PROGRESS, 'Physicals')).toBe(true);
  });
});

describe('analytics names', () => {
  it('take identifiers and refuse anything a visitor could have typed', () => {
    for (const name of [
      'firstName',
      'insurance.primary.memberId',
      'medications.0.name',
      'covid-eligibility',
      'too_small',
    ]) {
      expect(isAnalyticsName(name), name).toBe(true);
    }
    for (const typed of [
      'Jane Doe',
      'jane@example.org',
      '(513) 555-0100',
      '04/12/1988',
      '100 Main St',
      '45202',
      '',
      'x'.repeat(101),
    ]) {
      expect(isAnalyticsName(typed), typed).toBe(false);
    }
  });
});
