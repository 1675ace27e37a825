import { describe, expect, it } from 'vitest';
import {
  EligibilityQuestionSchema,
  EligibilityQuestionSetSchema,
} from '../../schemas/prescreen/eligibility-questions.js';
import { PrescreenDataSchema, type PrescreenStep } from '../../schemas/prescreen/prescreen-data.js';
import { PrescreenOptionListSchema } from '../../schemas/prescreen/prescreen-options.js';
import { schedulerConfig } from '../scheduler-config.js';
import {
  criteriaMappersByName,
  eligibilityQuestionSetsByName,
  prescreenDataById,
  prescreenOptionListsByName,
} from './prescreen-catalog.js';

const questionsOf = (steps: readonly PrescreenStep[]) =>
  steps.flatMap((step) => (step.kind === 'questions' ? step.questions : []));

describe('bundled prescreens', () => {
  it('exist for every category that redirects to a prescreen', () => {
    for (const category of schedulerConfig.data.categories) {
      if (category.prescreenId) expect(prescreenDataById[category.prescreenId]).toBeDefined();
    }
  });

  it.each(Object.entries(prescreenDataById))('%s names only option lists that exist', (_, entry) => {
    for (const question of questionsOf(entry.data.steps)) {
      if (question.type === 'choice' && question.optionsFrom) {
        expect(prescreenOptionListsByName[question.optionsFrom]).toBeDefined();
      }
    }
  });

  it.each(Object.entries(prescreenDataById))('%s has option conditions that look back only', (_, entry) => {
    const asked = new Set<string>();
    for (const step of entry.data.steps) {
      if (step.kind !== 'questions') continue;
      for (const question of step.questions) {
        if (question.type !== 'choice' || !question.optionsFrom) continue;
        for (const option of prescreenOptionListsByName[question.optionsFrom]?.data.options ?? []) {
          if (option.visibleWhen) expect(asked).toContain(option.visibleWhen.question);
        }
      }
      for (const question of step.questions) asked.add(question.id);
    }
  });

  it('point eligibility steps at question sets and mappers that agree on the collected answers', () => {
    for (const entry of Object.values(prescreenDataById)) {
      for (const step of entry.data.steps) {
        if (step.kind !== 'eligibility') continue;
        const set = eligibilityQuestionSetsByName[step.questionSet]?.data;
        const mapper = criteriaMappersByName[step.criteriaMapper]?.data;
        expect(set).toBeDefined();
        expect(mapper).toBeDefined();
        const answers = new Map(set?.questions.map((q) => [q.dataFieldToCollect, q.options?.map((o) => o.value)]));
        for (const mapping of mapper?.mappings ?? []) {
          for (const [field, value] of Object.entries(mapping.criteria)) expect(answers.get(field)).toContain(value);
        }
        if (step.lastDoseDateField) expect(answers.has(step.lastDoseDateField)).toBe(true);
      }
    }
  });
});

describe('prescreen schemas', () => {
  const base = prescreenDataById.dot_physicals.data;

  it('refuse a step that depends on a later question', () => {
    const [employer, drugScreening] = base.steps;
    // The drug-screening step depends on the employer question, which would now come after it.
    const reordered = { ...base, steps: [drugScreening, employer] };
    expect(PrescreenDataSchema.safeParse(reordered).success).toBe(false);
  });

  it('refuse a choice question with both options and an option list', () => {
    const step = base.steps[0];
    if (step?.kind !== 'questions') throw new Error('questions step expected');
    const [question] = step.questions;
    const both = { ...base, steps: [{ ...step, questions: [{ ...question, options: [{ value: 'a', label: 'A' }] }] }] };
    expect(PrescreenDataSchema.safeParse(both).success).toBe(false);
  });

  it('refuse repeated option values', () => {
    expect(
      PrescreenOptionListSchema.safeParse({
        options: [
          { value: 'a', label: 'A' },
          { value: 'a', label: 'B' },
        ],
      }).success,
    ).toBe(false);
  });

  it('let a question of an unknown type through, so the screen can report it', () => {
    const question = { id: 'q', type: 'signature', label: 'Sign here', dataFieldToCollect: 'q', validations: [] };
    expect(EligibilityQuestionSchema.safeParse(question).success).toBe(true);
  });

  it('hold known eligibility question types to their shape', () => {
    const yesNo = { id: 'q', type: 'yesNo', label: 'Q?', dataFieldToCollect: 'q', validations: [] };
    expect(EligibilityQuestionSchema.safeParse(yesNo).success).toBe(false);
    const badOptions = {
      ...yesNo,
      options: [
        { value: 'y', label: 'Yes' },
        { value: 'n', label: 'No' },
      ],
    };
    expect(EligibilityQuestionSchema.safeParse(badOptions).success).toBe(false);
    const radioWithDateCheck = {
      ...yesNo,
      type: 'radio',
      options: [{ value: 'a', label: 'A' }],
      validations: [{ type: 'dateInPast' }],
    };
    expect(EligibilityQuestionSchema.safeParse(radioWithDateCheck).success).toBe(false);
  });

  it('refuse a skip rule that looks back', () => {
    const date = { id: 'when', type: 'date', label: 'When', dataFieldToCollect: 'when', validations: [] };
    const yesNo = {
      id: 'had',
      type: 'yesNo',
      label: 'Had it?',
      dataFieldToCollect: 'had',
      validations: [],
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No', skip: ['when'] },
      ],
    };
    expect(EligibilityQuestionSetSchema.safeParse({ questions: [yesNo, date] }).success).toBe(true);
    expect(EligibilityQuestionSetSchema.safeParse({ questions: [date, yesNo] }).success).toBe(false);
  });
});
