import { describe, expect, it } from 'vitest';
import { resolvedPrescreen } from '@/features/prescreen/test/prescreen-fixtures';
import {
  conditionHolds,
  fillsSearchField,
  lookupFor,
  parseStepParam,
  resolveStepRequest,
  visibleOptions,
  visibleSteps,
} from './prescreen-steps';
import type { ResolvedChoiceQuestion } from './resolved-prescreen';

const dot = resolvedPrescreen('dot_physicals');
const stepIds = (answers: Record<string, string | string[]>, prescreen = dot) =>
  visibleSteps(prescreen, answers).map((step) => step.id);

describe('DOT branching (§4 "DOT flow")', () => {
  it('counts the drug-screening step until the employer is known', () => {
    expect(stepIds({})).toEqual(['employer', 'drug-screening']);
  });

  it('asks about drug screening for employers whose drug testing we do', () => {
    expect(stepIds({ employer: 'buckeye-freight' })).toEqual(['employer', 'drug-screening']);
  });

  it('finishes after the employer for employers that test elsewhere', () => {
    expect(stepIds({ employer: 'riverbend-transit' })).toEqual(['employer']);
  });
});

describe('conditions', () => {
  const optionsOf = lookupFor(dot);

  it('are unknown until their question is answered', () => {
    expect(conditionHolds({ question: 'employer', typeIn: ['physical-only'] }, {}, optionsOf)).toBeUndefined();
    expect(conditionHolds({ question: 'employer', valueIn: ['x'] }, { employer: '' }, optionsOf)).toBeUndefined();
  });

  it('match answer values or the chosen option’s type, also among checked values', () => {
    expect(
      conditionHolds(
        { question: 'employer', valueIn: ['queen-city-movers'] },
        { employer: 'queen-city-movers' },
        optionsOf,
      ),
    ).toBe(true);
    expect(
      conditionHolds({ question: 'employer', typeIn: ['physical-only'] }, { employer: 'queen-city-movers' }, optionsOf),
    ).toBe(true);
    expect(
      conditionHolds({ question: 'employer', typeIn: ['physical-only'] }, { employer: 'buckeye-freight' }, optionsOf),
    ).toBe(false);
    const vaccines = resolvedPrescreen('vaccines');
    const covid = { question: 'vaccines', typeIn: ['covid'] };
    expect(conditionHolds(covid, { vaccines: ['101', '102'] }, lookupFor(vaccines))).toBe(true);
    expect(conditionHolds(covid, { vaccines: ['101'] }, lookupFor(vaccines))).toBe(false);
  });
});

describe('vaccine steps (§2)', () => {
  const vaccines = resolvedPrescreen('vaccines');
  it('adds the COVID-19 questions only when a COVID-19 vaccine is chosen', () => {
    expect(stepIds({ vaccines: ['105'] }, vaccines)).toEqual(['vaccines']);
    expect(stepIds({ vaccines: ['101', '102'] }, vaccines)).toEqual(['vaccines', 'covid-eligibility']);
  });
});

describe('physical types', () => {
  const physicals = resolvedPrescreen('physicals');
  const typeQuestion = physicals.steps[1]?.kind === 'questions' ? physicals.steps[1].questions[0] : undefined;
  const labels = (answers: Record<string, string>) =>
    visibleOptions((typeQuestion as ResolvedChoiceQuestion).options, answers, lookupFor(physicals)).map((o) => o.value);

  it('offers school and camp physicals only for patients under 20', () => {
    expect(labels({ isTwentyOrOlder: 'no' })).toEqual(['sports', 'school', 'employment', 'camp']);
    expect(labels({ isTwentyOrOlder: 'yes' })).toEqual(['sports', 'employment']);
  });
});

describe('step requests (§2 redirect rules)', () => {
  const steps = visibleSteps(dot, {});

  it('shows step 1 and any completed step or the first unfinished one', () => {
    expect(resolveStepRequest(steps, [], 1)).toEqual({ kind: 'show', index: 0 });
    expect(resolveStepRequest(steps, ['employer'], 2)).toEqual({ kind: 'show', index: 1 });
    expect(resolveStepRequest(steps, ['employer', 'drug-screening'], 1)).toEqual({ kind: 'show', index: 0 });
  });

  it('sends a step beyond the completed ones to the first unfinished step', () => {
    expect(resolveStepRequest(steps, [], 2)).toEqual({ kind: 'redirect', step: 1 });
    expect(resolveStepRequest(steps, ['employer', 'drug-screening'], 3)).toEqual({ kind: 'redirect', step: 2 });
    expect(resolveStepRequest(steps, [], 0)).toEqual({ kind: 'redirect', step: 1 });
    expect(resolveStepRequest(steps, [], Number.NaN)).toEqual({ kind: 'redirect', step: 1 });
  });

  it('reads the optional step parameter', () => {
    expect(parseStepParam(undefined)).toBe(1);
    expect(parseStepParam('2')).toBe(2);
    expect(parseStepParam('two')).toBeNaN();
  });
});

it('knows which prescreens ask for the location themselves', () => {
  expect(fillsSearchField(resolvedPrescreen('dietitian'), 'location')).toBe(true);
  expect(fillsSearchField(dot, 'location')).toBe(false);
});
