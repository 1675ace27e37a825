import { describe, expect, it } from 'vitest';
import { prescreenRows } from './prescreen-rows';

const questions = [
  { field: 'haveFever', text: 'Is the patient sick today?' },
  { field: 'haveAllergies', text: 'Does the patient have allergies?' },
];

describe('a visit’s prescreen answers with their questions', () => {
  it('names each answer by its question, in the form’s order', () => {
    const rows = prescreenRows(
      [
        { field: 'haveAllergies', answer: 'Yes' },
        { field: 'haveFever', answer: 'No' },
      ],
      questions,
    );
    expect(rows).toEqual([
      { question: 'Is the patient sick today?', answer: 'No' },
      { question: 'Does the patient have allergies?', answer: 'Yes' },
    ]);
  });

  it('keeps the field’s name for a question the form no longer asks, after the asked ones', () => {
    const rows = prescreenRows(
      [
        { field: 'hadReaction', answer: 'Yes' },
        { field: 'haveFever', answer: 'No' },
      ],
      questions,
    );
    expect(rows).toEqual([
      { question: 'Is the patient sick today?', answer: 'No' },
      { question: 'hadReaction', answer: 'Yes' },
    ]);
  });

  it('lists nothing for a visit without answers', () => {
    expect(prescreenRows([], questions)).toEqual([]);
  });
});
