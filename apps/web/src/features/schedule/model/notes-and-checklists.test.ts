import { checklists, dietaryRestrictions, medicalHistory, medicalInformation, notesData } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '@/features/schedule/test/schema-messages';
import { createChecklistSchema, EMPTY_CHECKLIST } from './checklist-schema';
import { OTHER_CHOICE } from './choice-list';
import { createDietaryRestrictionsSchema, EMPTY_DIETARY_RESTRICTIONS } from './dietary-restrictions-schema';
import { createMedicalHistorySchema, EMPTY_MEDICAL_HISTORY } from './medical-history-schema';
import { createMedicalInformationSchema, questionsFor } from './medical-information-schema';
import { createAppointmentNotesSchema, EMPTY_APPOINTMENT_NOTES } from './notes-schema';

const long = 'x'.repeat(201);

describe('reasons for visit (§5)', () => {
  const settings = notesData.data.groups['in-person-visit']!;
  const schema = createAppointmentNotesSchema(settings);

  it('needs at least one reason and no more than the maximum', () => {
    expect(messagesOf(schema, EMPTY_APPOINTMENT_NOTES)).toEqual({ reasons: 'You must select at least one reason' });
    expect(
      messagesOf(schema, {
        ...EMPTY_APPOINTMENT_NOTES,
        reasons: ['Sore throat', 'Allergies', 'Ear pain or infection', 'Other'],
      }),
    ).toEqual({
      reasons: 'You can only select up to 3 reasons.',
    });
    expect(messagesOf(schema, { ...EMPTY_APPOINTMENT_NOTES, reasons: ['Sore throat'] })).toEqual({});
  });

  it('takes a single choice where the maximum is one', () => {
    const single = createAppointmentNotesSchema(notesData.data.groups.vaccine!);
    expect(messagesOf(single, { ...EMPTY_APPOINTMENT_NOTES, reasons: 'Work requirement' })).toEqual({});
    expect(messagesOf(single, { ...EMPTY_APPOINTMENT_NOTES, reasons: '' })).toEqual({
      reasons: 'You must select at least one reason',
    });
  });

  it('limits the comments and a free-text note to 200 characters', () => {
    expect(messagesOf(schema, { ...EMPTY_APPOINTMENT_NOTES, reasons: ['Sore throat'], comments: long })).toEqual({
      comments: 'Input must be 200 characters or less.',
    });
    const free = createAppointmentNotesSchema(notesData.data.groups.physical!);
    expect(messagesOf(free, EMPTY_APPOINTMENT_NOTES)).toEqual({});
    expect(messagesOf(free, { ...EMPTY_APPOINTMENT_NOTES, note: long })).toEqual({
      note: 'Input must be 200 characters or less.',
    });
  });
});

describe('checklists (§5)', () => {
  const goals = createChecklistSchema(checklists.data.appointmentGoals);
  const { messages } = checklists.data.appointmentGoals;

  it('needs the minimum, allows the maximum, and wants text for Other', () => {
    expect(messagesOf(goals, EMPTY_CHECKLIST)).toEqual({ choices: messages.tooFew });
    expect(
      messagesOf(goals, {
        choices: ['Weight management', 'Digestive health', 'Sports nutrition', OTHER_CHOICE],
        otherCheckboxField: 'Cooking',
      }),
    ).toEqual({
      choices: 'You can only select up to 3 goals.',
    });
    expect(messagesOf(goals, { choices: [OTHER_CHOICE], otherCheckboxField: '   ' })).toEqual({
      otherCheckboxField: messages.otherRequired,
    });
    expect(messagesOf(goals, { choices: [OTHER_CHOICE], otherCheckboxField: 'Cooking for one' })).toEqual({});
  });

  it('lets a checklist with no minimum be left empty', () => {
    expect(messagesOf(createChecklistSchema(checklists.data.survey), EMPTY_CHECKLIST)).toEqual({});
  });
});

describe('medical history (§5)', () => {
  const schema = createMedicalHistorySchema(medicalHistory.data);
  const { messages } = medicalHistory.data;

  it('needs a condition or Other, and the medications answer', () => {
    expect(messagesOf(schema, EMPTY_MEDICAL_HISTORY)).toEqual({
      conditions: messages.conditionsRequired,
      doYouTakeMedications: messages.doYouTakeMedicationsRequired,
    });
  });

  it('wants text for Other and the medications taken, each up to 200 characters', () => {
    expect(
      messagesOf(schema, { ...EMPTY_MEDICAL_HISTORY, conditions: [OTHER_CHOICE], doYouTakeMedications: 'Yes' }),
    ).toEqual({
      otherMedicalCondition: messages.otherRequired,
      medications: messages.medicationsRequired,
    });
    expect(
      messagesOf(schema, {
        conditions: ['Prediabetes'],
        otherMedicalCondition: '',
        doYouTakeMedications: 'Yes',
        medications: long,
        anythingElse: long,
      }),
    ).toEqual({
      medications: 'Input must be 200 characters or less.',
      anythingElse: 'Input must be 200 characters or less.',
    });
  });
});

describe('dietary restrictions (§5)', () => {
  const schema = createDietaryRestrictionsSchema(dietaryRestrictions.data);
  const { messages } = dietaryRestrictions.data;

  it('requires the question, then an allergy when the answer is yes', () => {
    expect(messagesOf(schema, EMPTY_DIETARY_RESTRICTIONS)).toEqual({
      allergiesOrRestrictions: messages.allergiesOrRestrictionsRequired,
    });
    expect(messagesOf(schema, { ...EMPTY_DIETARY_RESTRICTIONS, allergiesOrRestrictions: 'Yes' })).toEqual({
      foodAllergies: messages.allergyRequired,
    });
    expect(messagesOf(schema, { ...EMPTY_DIETARY_RESTRICTIONS, allergiesOrRestrictions: 'No' })).toEqual({});
  });

  it('wants text for Other and limits foods not liked to 200 characters', () => {
    expect(
      messagesOf(schema, {
        allergiesOrRestrictions: 'Yes',
        foodAllergies: [OTHER_CHOICE],
        otherFoodAllergies: '',
        foodsOrIngredientsNotLiked: long,
      }),
    ).toEqual({
      otherFoodAllergies: messages.otherRequired,
      foodsOrIngredientsNotLiked: 'Input must be 200 characters or less.',
    });
  });
});

describe('medical information questions', () => {
  const questions = questionsFor(medicalInformation.data, 'vaccine');
  const schema = createMedicalInformationSchema(questions, medicalInformation.data.requiredMessage, '2026-11-22');
  const allNo = Object.fromEntries(questions.map((q) => [q.field, 'no']));

  it('asks the group’s questions and requires each', () => {
    expect(questions.length).toBeGreaterThan(10);
    const result = messagesOf(schema, { answers: {}, lists: {}, cards: {} });
    expect(Object.keys(result)).toHaveLength(questions.length);
    expect(result['answers.haveFever']).toBe('This is a required field');
    expect(messagesOf(schema, { answers: allNo, lists: {}, cards: {} })).toEqual({});
  });

  it('asks for details under a yes', () => {
    const answers = { ...allNo, haveAllergies: 'yes', recentVaccines: 'unsure' };
    expect(
      messagesOf(schema, {
        answers,
        lists: {},
        cards: { recentVaccinationDetails: [{ name: '', lastTakenDate: '12/01/2026', dose: '' }] },
      }),
    ).toEqual({
      'lists.allergies': 'Please list the allergies.',
      'cards.recentVaccinationDetails.0.name': 'Input is required.',
      'cards.recentVaccinationDetails.0.lastTakenDate': 'Date must be in the past.',
    });
    expect(
      messagesOf(schema, {
        answers,
        lists: { allergies: 'penicillin, latex' },
        cards: { recentVaccinationDetails: [{ name: 'Tdap', lastTakenDate: '13/45/2026', dose: '' }] },
      }),
    ).toEqual({ 'cards.recentVaccinationDetails.0.lastTakenDate': 'Please enter a valid date.' });
  });
});
