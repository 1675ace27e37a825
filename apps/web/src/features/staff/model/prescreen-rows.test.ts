import { describe, expect, it } from 'vitest';
import { prescreenRows } from './prescreen-rows';

const questions = [
  { field: 'haveFever', text: 'Is the patient sick today?' },
  { field: 'haveAllergies', text: 'Does the patient have allergies?' },
];
const fever = { question: 'Is the patient sick today?', answer: 'No' };

describe('a visit’s prescreen answers with their questions', () => {
  it.each([
    {
      rule: 'names each answer by its question, in the form’s order',
      prescreen: [
        { field: 'haveAllergies', answer: 'Yes' },
        { field: 'haveFever', answer: 'No' },
      ],
      rows: [fever, { question: 'Does the patient have allergies?', answer: 'Yes' }],
    },
    {
      rule: 'keeps the field’s name for a question the form no longer asks, after the asked ones',
      prescreen: [
        { field: 'hadReaction', answer: 'Yes' },
        { field: 'haveFever', answer: 'No' },
      ],
      rows: [fever, { question: 'hadReaction', answer: 'Yes' }],
    },
    { rule: 'lists nothing for a visit without answers', prescreen: [], rows: [] },
  ])('$rule', ({ prescreen, rows }) => {
    expect(prescreenRows(prescreen, questions)).toEqual(rows);
  });
});
